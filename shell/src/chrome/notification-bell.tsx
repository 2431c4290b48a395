// Spec "Header": a bell with a count badge; its popup is titled '{n} new message(s)' and lists each
// notification's text and type. Clicking one follows its link and marks it read; each can be
// dismissed.
import { useEffect, useId, useRef } from 'react';
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

/**
 * On a phone the bell is inside the closed menu, out of sight: the menu's button carries the unread
 * count (`data-unread`, drawn by styles.css) and reads it out (`aria-describedby`). Set from here,
 * the menus' own chunk, so every page's first download stays within its budget (issue 7).
 */
function useMenuToggleCount(unread: number, countId: string) {
  useEffect(() => {
    const toggle = document.querySelector<HTMLElement>('.sh-menu-toggle');
    if (!toggle || unread === 0) return undefined;
    toggle.dataset.unread = String(unread);
    toggle.setAttribute('aria-describedby', countId);
    return () => {
      delete toggle.dataset.unread;
      toggle.removeAttribute('aria-describedby');
    };
  }, [unread, countId]);
}

export function NotificationBell({ userId }: { userId: number }) {
  const { items, unread, reload, markRead, dismiss } = useNotifications(userId);
  const popup = usePopup();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = texts.newMessages(unread);
  const countId = useId();
  useMenuToggleCount(unread, countId);

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
        <span id={countId} hidden>
          {title}
        </span>
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
