import type { FastifyInstance } from 'fastify';
import {
  SUPPLIER_USER_ROLES,
  ZCreateSupplierUserRequest,
  ZSupplierUser,
  ZSupplierUserRole,
  ZUpdateSupplierUserRequest,
} from '@portal/shared/contracts/supplier-users';
import type { TAppContext } from '../../app-context';
import { registerOrganisationUsersRoutes } from '../organisation-users/organisation-users.routes';
import { supplierUsersPolicy } from './supplier-users.policy';
import { supplierUsersKind } from './supplier-users.service';

export function registerSupplierUsersRoutes(app: FastifyInstance, ctx: TAppContext): void {
  registerOrganisationUsersRoutes(app, ctx, {
    path: '/api/supplier/users',
    access: supplierUsersPolicy.manage,
    roles: SUPPLIER_USER_ROLES,
    schemas: {
      ZRole: ZSupplierUserRole,
      ZUser: ZSupplierUser,
      ZCreateRequest: ZCreateSupplierUserRequest,
      ZUpdateRequest: ZUpdateSupplierUserRequest,
    },
    kind: supplierUsersKind,
  });
}
