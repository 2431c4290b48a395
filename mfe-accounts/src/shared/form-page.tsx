import { useId, type ReactNode } from 'react';

/** The narrow, centred frame of the accounts forms (sign-in, sign-up, onboarding, release). */
export function FormPage({ title, banner, children }: { title: string; banner?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ac-form-page" aria-labelledby={id}>
      {banner}
      <h1 id={id} className="ac-form-page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
