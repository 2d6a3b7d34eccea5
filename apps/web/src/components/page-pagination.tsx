import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from '../lib/use-translation';

/** Numbered pages with translated labels, centred under a list. */
export function PagePagination({
  count,
  page,
  onChange,
}: {
  count: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <Pagination
        aria-label={t('common.pagination.label')}
        count={count}
        page={Math.min(page, count)}
        onChange={(_, next) => onChange(next)}
        color="primary"
        shape="rounded"
        siblingCount={0}
        boundaryCount={1}
        getItemAriaLabel={(type, item, selected) => {
          switch (type) {
            case 'first':
            case 'last':
            case 'next':
            case 'previous':
              return t(`common.pagination.${type}`);
            default:
              return t(selected ? 'common.pagination.current' : 'common.pagination.page', { page: item });
          }
        }}
      />
    </Box>
  );
}
