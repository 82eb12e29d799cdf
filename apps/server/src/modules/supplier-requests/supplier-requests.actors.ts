/** Who acts on a supplier request, as its history and the audit log record them. */

/** Who answers: a signed-in supplier user, or whoever holds the emailed link. */
export type TSupplierActor =
  | { kind: 'user'; userId: number; name: string; supplierId: number; ip: string | null }
  | { kind: 'token'; ip: string | null };

/** A back-office user acting on a request. */
export interface TStaffActor {
  userId: number;
  name: string;
  ip: string | null;
}

export function auditActor(actor: TSupplierActor | TStaffActor, supplierName: string) {
  if ('kind' in actor) {
    return actor.kind === 'user'
      ? { userId: actor.userId, label: actor.name, ip: actor.ip }
      : { userId: null, label: `${supplierName} (email link)`, ip: actor.ip };
  }
  return { userId: actor.userId, label: actor.name, ip: actor.ip };
}

export function eventActor(actor: TSupplierActor | TStaffActor) {
  if ('kind' in actor) {
    return actor.kind === 'user'
      ? { actorKind: 'user', actorUserId: actor.userId, actorName: actor.name, ip: actor.ip }
      : { actorKind: 'token', actorUserId: null, actorName: null, ip: actor.ip };
  }
  return { actorKind: 'admin', actorUserId: actor.userId, actorName: actor.name, ip: actor.ip };
}
