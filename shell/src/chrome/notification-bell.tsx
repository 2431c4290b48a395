// Spec "Header": a bell with a count badge; its popup is titled '{n} new message(s)' and lists each
// notification's text and type. Clicking one follows its link and marks it read; each can be
// dismissed.
import { useRef } from 'react';
import type { Notification } from '@cypher/contracts';
import { Link } from 'react-router-dom';
import { texts } from '../texts.js';
import { BellIcon } from './bell-icon.js';
import { useNotifications } from './use-notifications.js';
import { usePopup } from './use-popup.js';

/** Links inside the site go through the router; anything else is an ordinary link. */
function isSitePath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

function NotificationItem({
  notification,
  onOpen,
  onDismiss,
}: {
  notification: Notification;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  const { text, notificationType, link, read } = notification;
  const body = (
    <>
      <span className="sh-notification__text">{text}</span>
      <span className="sh-notification__type">{notificationType}</span>
    </>
  );
  return (
    <li className={`sh-notification${read ? ' sh-notification--read' : ''}`}>
      {link && isSitePath(link) ? (
        <Link to={link} className="sh-notification__open" onClick={onOpen}>
          {body}
        </Link>
      ) : link ? (
        <a href={link} className="sh-notification__open" onClick={onOpen}>
          {body}
        </a>
      ) : (
        <button type="button" className="sh-notification__open" onClick={onOpen}>
          {body}
        </button>
      )}
      <button type="button" className="sh-notification__dismiss" aria-label={`${texts.dismiss}: ${text}`} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function NotificationBell({ userId }: { userId: number }) {
  const { items, unread, reload, markRead, dismiss } = useNotifications(userId);
  const popup = usePopup();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = texts.newMessages(unread);

  return (
    <div className="sh-popup-anchor" {...popup.containerProps}>
      <button
        {...popup.buttonProps}
        className="sh-bell"
        onClick={() => {
          if (!popup.open) void reload();
          popup.buttonProps.onClick();
        }}
      >
        <BellIcon />
        <span className="cy-visually-hidden">{texts.notifications}</span>
        {unread > 0 ? <span className="sh-badge">{unread}</span> : null}
      </button>
      {popup.open ? (
        <div id={popup.popupId} className="sh-popup sh-popup--bell" role="region" aria-label={title}>
          <h2 ref={heading} className="sh-popup__title" tabIndex={-1}>
            {title}
          </h2>
          {items.length === 0 ? (
            <p className="sh-popup__empty">{texts.noNotifications}</p>
          ) : (
            <ul className="sh-popup__list">
              {items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={() => {
                    void markRead(notification.id);
                    popup.close();
                  }}
                  onDismiss={() => {
                    // The focused button is about to disappear: keep the keyboard in the popup.
                    heading.current?.focus();
                    void dismiss(notification.id);
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
