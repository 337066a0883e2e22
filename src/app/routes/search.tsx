// Search route (/search): the funnel, its splits and the applications gone quiet (issue #42). Its own chunk holds the charts.
import { SearchPage } from '@/features/search/components/search-page';

export default function SearchRoute() {
  return <SearchPage />;
}
