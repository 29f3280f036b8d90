import { Spinner } from './plain/Spinner';

/** Shown while the first page (and its chunk) loads. */
export function FullPageSpin() {
  return (
    <div className="full-page-center">
      <Spinner size="large" />
    </div>
  );
}
