import type { CalculateWallLocationRequest, CalculateWallRequest } from '@embodied/contracts';
import { api } from '../../lib/api-client';

export const wallApi = {
  calculateLocation: (body: CalculateWallLocationRequest) => api.call('calculateWallLocation', { body }),
  calculateWall: (body: CalculateWallRequest) => api.call('calculateWall', { body }),
};
