import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Formation, TeamDetail, TeamPlayer } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LeaveGuard } from '../../../components/leave-guard';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAutoFormation } from '../api/auto-formation';
import { useDeleteFormation } from '../api/delete-formation';
import { useSaveFormation } from '../api/save-formation';
import { usePickAndDrop } from '../hooks/use-pick-and-drop';
import { featuredFormation, startingFormat } from '../lib/featured-formation';
import {
  type FormationDraft,
  benchOf,
  changePreset,
  draftFromAuto,
  draftFromFormation,
  emptyDraft,
  filledCount,
  isDraftChanged,
  resetDraft,
  toggleLock,
} from '../lib/formation-draft';
import { sameSpot } from '../lib/formation-spot';
import { autoFormationBody, saveFormationBody } from '../lib/formation-requests';
import { DeleteFormationDialog } from './delete-formation-dialog';
import { DragGhost } from './drag-ghost';
import { FormationActions } from './formation-actions';
import { FormationBench } from './formation-bench';
import { FormationPitch } from './formation-pitch';
import { PitchBenchLayout } from './pitch-bench-layout';
import { FormationShapePicker } from './formation-shape-picker';
import { PlacementReasons } from './placement-reasons';
import { SaveFormationDialog, type SaveChoice } from './save-formation-dialog';
import { SavedFormationSelect } from './saved-formation-select';
import { VisuallyHidden } from '../../../components/visually-hidden';

/**
 * The captain's (or a vice-captain's) formation editor: load a saved formation or start an empty
 * pitch, move players by drag, tap or keyboard, lock some and let the solver fill the rest or
 * arrange everyone, then save it under a name (optionally as the team's default) or delete it.
 */
export function FormationEditor(props: { team: TeamDetail; formations: Formation[]; members: TeamPlayer[] }) {
  const { t } = useTranslation();
  const { team, formations, members } = props;
  const auto = useAutoFormation(team.id);
  const save = useSaveFormation(team.id);
  const remove = useDeleteFormation(team.id);
  const [current, setCurrent] = useState<Formation | null>(() => featuredFormation(formations));
  const [draft, setDraft] = useState<FormationDraft>(() =>
    current ? draftFromFormation(current) : emptyDraft(startingFormat(team)),
  );
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'save' | 'delete' | null>(null);
  const players = new Map(members.map((player) => [player.id, player]));
  const memberIds = members.map((player) => player.id);
  const { picked, announcement, drag, startDrag, onSpot, clear } = usePickAndDrop({
    draft,
    players,
    onChange: setDraft,
  });
  const baseline = current ? draftFromFormation(current) : resetDraft(draft);
  const changed = isDraftChanged(draft, baseline);
  const busy = auto.isPending || save.isPending || remove.isPending;
  const fail = (cause: unknown) => setError(errorMessage(cause, (key) => t(key)));

  // Just saved as new: listed before the list is read again.
  const listed =
    current && !formations.some((item) => item.id === current.id) ? [...formations, current] : formations;

  const load = (formationId: string | null) => {
    const next = listed.find((item) => item.id === formationId) ?? null;
    clear();
    setError(null);
    setCurrent(next);
    setDraft(next ? draftFromFormation(next) : resetDraft(draft));
  };
  const arrange = (withLocks: boolean) => {
    setError(null);
    clear();
    auto.mutate(autoFormationBody(draft, withLocks), {
      onSuccess: (result) => {
        setDraft((before) => draftFromAuto(withLocks ? before : { ...before, locked: [] }, result));
        toast.success(t('formations.arranged'));
      },
      onError: fail,
    });
  };
  const store = (choice: SaveChoice) => {
    setError(null);
    save.mutate(
      {
        formationId: choice.asNew || current === null ? null : current.id,
        body: saveFormationBody(draft, { name: choice.name, isDefault: choice.isDefault, memberIds }),
      },
      {
        onSuccess: (formation) => {
          setCurrent(formation);
          setDraft((before) => ({
            ...draftFromFormation(formation),
            locked: before.locked,
            reasons: before.reasons,
          }));
          setDialog(null);
          toast.success(t('formations.saved'));
        },
        onError: (cause) => {
          setDialog(null);
          fail(cause);
        },
      },
    );
  };
  const destroy = () => {
    if (current === null) return;
    remove.mutate(current.id, {
      onSuccess: () => {
        setCurrent(null);
        setDraft(resetDraft(draft));
        setDialog(null);
        toast.success(t('formations.deleted'));
      },
      onError: (cause) => {
        setDialog(null);
        fail(cause);
      },
    });
  };

  return (
    <Stack
      spacing={2}
      onKeyDown={(event) => {
        if (event.key === 'Escape') clear();
      }}
    >
      <LeaveGuard when={changed} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <SavedFormationSelect
          items={listed}
          value={current?.id ?? null}
          allowNew
          disabled={busy}
          onChange={load}
        />
        <FormationShapePicker
          format={draft.format}
          presetId={draft.presetId}
          disabled={busy}
          onChange={(format, presetId) => {
            clear();
            setDraft(changePreset(draft, format, presetId));
          }}
        />
      </Box>
      <FormationActions
        locked={draft.locked.length}
        filled={filledCount(draft)}
        changed={changed}
        canDelete={current !== null}
        arranging={auto.isPending}
        busy={busy}
        onArrange={() => arrange(false)}
        onFillRest={() => arrange(true)}
        onReset={() => {
          clear();
          setDraft(resetDraft(draft));
        }}
        onSave={() => setDialog('save')}
        onDelete={() => setDialog('delete')}
      />
      <Typography variant="body2" color="text.secondary">
        {draft.locked.length > 0
          ? t('formations.locked', { count: draft.locked.length })
          : t('formations.arrange_hint')}
      </Typography>
      {error ? (
        <Alert severity="error" data-testid="formation-error">
          {error}
        </Alert>
      ) : null}
      <PitchBenchLayout>
        <Box>
          <FormationPitch
            draft={draft}
            players={players}
            accent={team.primary_color}
            editingOf={(slotId) => {
              const spot = { kind: 'slot', slotId } as const;
              return {
                picked: sameSpot(picked, spot),
                dropTarget: sameSpot(drag?.over ?? null, spot),
                locked: draft.locked.includes(slotId),
                onPick: () => onSpot(spot),
                onDragStart: startDrag,
                onToggleLock: () => setDraft(toggleLock(draft, slotId)),
              };
            }}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ textAlign: 'center', mt: 0.75 }}
            data-testid="formation-filled"
          >
            {t('formations.filled', { filled: filledCount(draft), total: draft.slots.length })}
          </Typography>
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('formations.hint')}
          </Typography>
          <FormationBench
            players={benchOf(draft, memberIds).flatMap((id) => players.get(id) ?? [])}
            editing={{ picked, over: drag?.over ?? null, onPick: onSpot, onDragStart: startDrag }}
          />
          <PlacementReasons draft={draft} players={players} />
        </Stack>
      </PitchBenchLayout>
      <VisuallyHidden role="status" aria-live="polite" data-testid="formation-announcer">
        {announcement}
      </VisuallyHidden>
      {drag ? <DragGhost label={drag.label} x={drag.x} y={drag.y} /> : null}
      {dialog === 'save' ? (
        <SaveFormationDialog
          open
          initialName={current?.name ?? ''}
          initialDefault={current?.is_default ?? formations.length === 0}
          replacing={current !== null}
          saving={save.isPending}
          onClose={() => setDialog(null)}
          onSave={store}
        />
      ) : null}
      {dialog === 'delete' && current ? (
        <DeleteFormationDialog
          open
          name={current.name}
          deleting={remove.isPending}
          onClose={() => setDialog(null)}
          onDelete={destroy}
        />
      ) : null}
    </Stack>
  );
}
