import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, auditLogParams, toAuditLogQuery } from './audit-log-params';

const ACTOR = '3f1c2a9e-5b7d-4c1e-9a2b-0c8d7e6f5a4b';
const parse = (query: string) => auditLogParams.parse(new URLSearchParams(query));

describe('the audit log filters in the address', () => {
  it('reads who, what, about what and which days', () => {
    const state = parse(
      `actor_id=${ACTOR.toUpperCase()}&action=user.blocked&subject_type=user&subject_id=${ACTOR}` +
        '&date_from=2026-03-01&date_to=2026-03-31&page=2',
    );
    expect(state).toMatchObject({
      actor_id: ACTOR,
      action: 'user.blocked',
      subject_type: 'user',
      subject_id: ACTOR,
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      page: 2,
    });
  });

  it('ignores an actor that is not an id, an unknown action and a subject id the API refuses', () => {
    const state = parse(`actor_id=admin&action=user.deleted&subject_type=team&subject_id=${'x'.repeat(101)}`);
    expect(state.actor_id).toBeUndefined();
    expect(state.action).toBeUndefined();
    expect(state.subject_type).toBeUndefined();
    expect(state.subject_id).toBeUndefined();
    expect(parse('subject_id=a%0Ab').subject_id).toBeUndefined();
  });

  it('asks the API for the filters set, the days in order, and its page size', () => {
    expect(
      toAuditLogQuery(
        parse('action=venue.updated&subject_id=%2012%20&date_from=2026-04-02&date_to=2026-04-01'),
      ),
    ).toEqual({
      page: 1,
      page_size: AUDIT_PAGE_SIZE,
      action: 'venue.updated',
      subject_id: '12',
      date_from: '2026-04-01',
      date_to: '2026-04-02',
    });
  });

  it('drops the page when the actor filter is set from an entry', () => {
    const next = auditLogParams.with(new URLSearchParams('page=5'), { actor_id: ACTOR });
    expect(next.toString()).toBe(`actor_id=${ACTOR}`);
  });
});
