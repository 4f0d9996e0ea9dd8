import type {
  CalculateWallLocationRequest,
  CalculateWallLocationResponse,
  CalculateWallRequest,
  CalculateWallResponse,
} from '@embodied/contracts';
import { api } from '../../lib/api-client';

export const wallApi = {
  calculateLocation: (body: CalculateWallLocationRequest) =>
    api<CalculateWallLocationResponse>('/api/project/calculate-wall-location', { method: 'POST', body }),
  calculateWall: (body: CalculateWallRequest) => api<CalculateWallResponse>('/api/project/calculate-wall', { method: 'POST', body }),
};
