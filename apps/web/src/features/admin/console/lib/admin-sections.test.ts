import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, sectionOfPath } from './admin-sections';

describe('the admin console’s sections', () => {
  it('lists the eight sections of the console in order, each under /admin', () => {
    expect(ADMIN_SECTIONS.map((section) => section.to)).toEqual([
      '/admin/users',
      '/admin/venues',
      '/admin/money',
      '/admin/audit-log',
      '/admin/reconciliation',
      '/admin/restrictions',
      '/admin/reports',
      '/admin/support',
    ]);
    expect(new Set(ADMIN_SECTIONS.map((section) => section.key)).size).toBe(ADMIN_SECTIONS.length);
  });

  it('finds the section of a page under it, and none on the start page or a look-alike path', () => {
    expect(sectionOfPath('/admin/venues/12')?.key).toBe('venues');
    expect(sectionOfPath('/admin/users')?.key).toBe('users');
    expect(sectionOfPath('/admin/support/7')?.key).toBe('support');
    expect(sectionOfPath('/admin')).toBeUndefined();
    expect(sectionOfPath('/admin/usersx')).toBeUndefined();
  });
});
