import { Skeleton } from '../../../components/plain/Skeleton';

/** Holds the sections' place (the footer stays below the fold) and keeps the page busy until they come. */
export function SectionsLoading() {
  return (
    <div className="home-sections-loading">
      <div className="plain-card">
        <Skeleton rows={4} />
      </div>
    </div>
  );
}
