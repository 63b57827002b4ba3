import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchFromUrl, searchToUrl, type UrlSearch } from './searchUrl.ts';

/** The search kept in the page's query string, and a way to put another one there (a history entry each, so Back returns to it). */
export function useUrlSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const urlSearch = useMemo(() => searchFromUrl(new URLSearchParams(location.search)), [location.search]);
  const onNavigate = useCallback(
    (search: UrlSearch) => void navigate({ pathname: location.pathname, search: searchToUrl(search) }),
    [navigate, location.pathname],
  );
  return { urlSearch, onNavigate, locationKey: location.key };
}
