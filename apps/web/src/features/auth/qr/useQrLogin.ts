import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { LoginResponse } from '@sandtable/shared/contracts/auth';
import { refs } from '../../../api/refs';
import { Errors } from '@sandtable/shared/errors/catalogue';
import { ApiError, call } from '../../../api/client';
import { useCountdown } from '../../../lib/useCountdown';
import { useDocumentVisible } from '../../../lib/useDocumentVisible';
import { initialQrState, isWaiting, lifetimeSeconds, qrReducer } from './qrLogin';

/**
 * Runs a QR login: creates a code, polls its status every `pollIntervalMs` while the page is
 * visible and the code is waiting, and hands the login of the winning poll to `onLogin`. Polling
 * stops on unmount, in a hidden tab (it resumes when the tab shows again) and at any outcome.
 * Returns the state, the seconds left (null: no trustworthy countdown) and `refresh`.
 */
export function useQrLogin(onLogin: (login: LoginResponse) => void) {
  const [state, dispatch] = useReducer(qrReducer, initialQrState);
  const [secondsLeft, startCountdown] = useCountdown();
  const [countdownShown, setCountdownShown] = useState(false);
  const visible = useDocumentVisible();
  const onLoginRef = useRef(onLogin);
  useEffect(() => {
    onLoginRef.current = onLogin;
  });

  // A new code each time the state goes back to loading (first render, refresh).
  const loading = state.phase === 'loading';
  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    call(refs.qrCreate, {}, { signal: controller.signal }).then(
      (code) => {
        dispatch({ type: 'created', code });
        const lifetime = lifetimeSeconds(code.expiresAt, Date.now());
        setCountdownShown(lifetime !== null);
        startCountdown(lifetime ?? 0);
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'createFailed' });
      },
    );
    return () => controller.abort();
  }, [loading, startCountdown]);

  const code = 'code' in state ? state.code : undefined;
  const polling = isWaiting(state) && visible && code !== undefined;
  const token = code?.token;
  const interval = code?.pollIntervalMs;
  useEffect(() => {
    if (!polling || token === undefined || interval === undefined) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const answer = await call(refs.qrStatus, { token });
        // The one poll that finds the code confirmed carries the login (and set the cookie):
        // keep it even if the page moved on meanwhile, the server will not hand it out again.
        if (answer.login) onLoginRef.current(answer.login);
        if (!active) return;
        dispatch({ type: 'polled', token, status: answer.status });
        timer = setTimeout(() => void poll(), interval);
      } catch (error) {
        if (active) dispatch({ type: 'pollFailed', token, expired: error instanceof ApiError && error.code === Errors.qrExpired.code });
      }
    };
    // An in-flight poll is not aborted: it may be the one that carries the login.
    timer = setTimeout(() => void poll(), interval);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [polling, token, interval]);

  const refresh = useCallback(() => dispatch({ type: 'refresh' }), []);
  return { state, secondsLeft: countdownShown ? secondsLeft : null, refresh };
}
