import type { FastifyInstance } from 'fastify';
import {
  AGENCY_USER_ROLES,
  ZAgencyUser,
  ZCreateAgencyUserRequest,
  ZUpdateAgencyUserRequest,
  ZAgencyUserRole,
} from '@portal/shared/contracts/agency-users';
import type { TAppContext } from '../../app-context';
import { registerOrganisationUsersRoutes } from '../organisation-users/organisation-users.routes';
import { agencyUsersPolicy } from './agency-users.policy';
import { agencyUsersKind } from './agency-users.service';

export function registerAgencyUsersRoutes(app: FastifyInstance, ctx: TAppContext): void {
  registerOrganisationUsersRoutes(app, ctx, {
    path: '/api/app/users',
    access: agencyUsersPolicy.manage,
    roles: AGENCY_USER_ROLES,
    schemas: {
      ZRole: ZAgencyUserRole,
      ZUser: ZAgencyUser,
      ZCreateRequest: ZCreateAgencyUserRequest,
      ZUpdateRequest: ZUpdateAgencyUserRequest,
    },
    kind: agencyUsersKind,
  });
}
