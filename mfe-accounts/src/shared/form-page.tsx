import { useId, type ReactNode } from 'react';

/** The narrow, centred frame of the accounts forms (sign-in, sign-up, onboarding, release). */
export function FormPage({ title, banner, children }: { title: string; banner?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="cy-page cy-page--narrow" aria-labelledby={id}>
      {banner}
      <h1 id={id} className="cy-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
