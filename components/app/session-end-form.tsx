"use client";

import { useEffect, useRef } from "react";

/**
 * Posts the session reset as soon as the login page runs: a server component cannot POST, and the reset
 * must not be a GET another site could trigger. Without JavaScript nothing posts; the login form still
 * works and its action revokes the ended token before storing the new one.
 */
export function SessionEndForm({ action }: { action: string }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  return <form ref={form} method="post" action={action} hidden data-testid="session-end-form" />;
}
