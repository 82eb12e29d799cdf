import type { z } from 'zod';
import {
  SETTINGS_KEYS,
  SETTINGS_SECTION_SCHEMAS,
  type TBookingSettings,
  type TSettingsSection,
  type TSettingsSectionResponse,
  type TSettingsValue,
} from '@portal/shared/contracts/settings-sections';
import { BRANDS } from '@portal/shared/domain/brands';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import {
  findSettingRow,
  isReferencePrefixUsedElsewhere,
  upsertSettingValue,
} from './settings.repository';
import { mergeSection, sectionDefaults } from './settings.sections';

export interface TSettingChange {
  field: string;
  before: unknown;
  after: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field-by-field differences, nested objects as dotted paths and lists compared whole. */
export function diffSettings(before: unknown, after: unknown, path = ''): TSettingChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      diffSettings(before[key], after[key], path ? `${path}.${key}` : key),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ field: path, before: before ?? null, after: after ?? null }];
}

function schemaOf<S extends TSettingsSection>(section: S) {
  return SETTINGS_SECTION_SCHEMAS[section] as unknown as z.ZodType<TSettingsValue<S>>;
}

/** The back office's settings screens: read a section with who changed it, change it audited. */
export function createSettingsAdminService(ctx: TAppContext) {
  const { db } = ctx;

  async function readWithMeta<S extends TSettingsSection>(
    executor: TExecutor,
    section: S,
    options: { lock?: boolean } = {},
  ): Promise<TSettingsSectionResponse<S>> {
    const row = await findSettingRow(executor, SETTINGS_KEYS[section], options);
    return {
      section,
      value: mergeSection(
        schemaOf(section),
        sectionDefaults(section, ctx.config.companyName),
        row?.value ?? null,
      ),
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: row?.updatedBy ?? null,
    };
  }

  /**
   * A new prefix must not be one another brand's files already carry, or this brand's next
   * numbers could repeat one of their references.
   */
  async function checkReferencePrefixes(
    executor: TExecutor,
    before: TBookingSettings,
    after: TBookingSettings,
  ): Promise<void> {
    for (const brand of Object.values(BRANDS)) {
      const field = `referencePrefix${brand.code}` as const;
      if (after[field] === before[field]) continue;
      if (await isReferencePrefixUsedElsewhere(executor, after[field], brand.id)) {
        throw AppError.invalidField(
          field,
          `Files of another brand already use the prefix ${after[field]}`,
        );
      }
    }
  }

  return {
    getSection<S extends TSettingsSection>(section: S): Promise<TSettingsSectionResponse<S>> {
      return readWithMeta(db, section);
    },

    /**
     * Stores the whole section (the route validated it), audits what changed, and makes the next
     * read anywhere see it. An unchanged section is left as it is and not audited.
     */
    async updateSection<S extends TSettingsSection>(
      actor: TAuditActor,
      section: S,
      value: TSettingsValue<S>,
    ): Promise<TSettingsSectionResponse<S>> {
      const at = ctx.clock.now();
      const changed = await db.transaction(async (tx) => {
        const before = await readWithMeta(tx, section, { lock: true });
        if (section === 'bookings') {
          await checkReferencePrefixes(
            tx,
            before.value as TBookingSettings,
            value as TBookingSettings,
          );
        }
        const changes = diffSettings(before.value, value);
        if (changes.length === 0) return false;
        await upsertSettingValue(tx, SETTINGS_KEYS[section], value, actor.userId, at);
        await recordAudit(tx, actor, {
          action: 'settings.updated',
          entityType: 'settings',
          entityId: section,
          detail: { section, changes },
          at,
        });
        return true;
      });
      if (changed) await ctx.settings.announceChange(section);
      return readWithMeta(db, section);
    },
  };
}

export type TSettingsAdminService = ReturnType<typeof createSettingsAdminService>;
