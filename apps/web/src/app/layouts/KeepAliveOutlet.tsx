import { useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useCurrentRoute } from '../currentRoute';

/**
 * The shell's outlet. Pages flagged keepAlive in the route table stay mounted (hidden) after the
 * user leaves them, so coming back finds the half-filled form as it was (spec §2: the
 * create-course flows). Other pages mount and unmount as usual.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const kept = useRef(new Map<string, ReactNode>());

  const active = route?.keepAlive ? pathname : null;
  // Refresh the element only while active; a hidden page keeps its last element and thus its state.
  if (active) kept.current.set(active, outlet);

  return (
    <>
      {[...kept.current].map(([path, element]) => (
        <div key={path} hidden={path !== active}>
          {element}
        </div>
      ))}
      {active === null && <div key="live">{outlet}</div>}
    </>
  );
}
