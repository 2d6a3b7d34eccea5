import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled list of editable lines of a result (scorers, cards): each line's fields and a remove
 * button on one row (the fields wrap under each other on a phone), and an add button below.
 */
export function ResultLines({
  title,
  indexes,
  renderFields,
  columns,
  removeLabel,
  onRemove,
  addLabel,
  addDisabled,
  onAdd,
  addTestId,
}: {
  title: string;
  /** The lines' places in the form's list. */
  indexes: number[];
  renderFields: (index: number) => ReactNode;
  /** The grid columns of a line's fields on a wide screen (one column on a phone). */
  columns: string;
  removeLabel: string;
  onRemove: (index: number) => void;
  addLabel: string;
  addDisabled: boolean;
  onAdd: () => void;
  addTestId: string;
}) {
  return (
    <Stack spacing={1}>
      <Typography component="h4" variant="subtitle2">
        {title}
      </Typography>
      {indexes.map((index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box
            sx={{
              flex: 1,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: columns },
              gap: 1,
            }}
          >
            {renderFields(index)}
          </Box>
          <IconButton aria-label={removeLabel} onClick={() => onRemove(index)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={addDisabled}
        onClick={onAdd}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={addTestId}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
