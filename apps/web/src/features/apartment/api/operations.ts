import { api } from '@ipju/api-client';
import type { Apartment, ApartmentArea } from '@ipju/contract';

/**
 * The operations this feature calls, typed from the contract (the generated client exposes them on
 * `api` by operationId; this view pins the shapes the feature relies on).
 */
interface Envelope<D> {
  status: 'success';
  data: D;
}

export interface ApartmentOperations {
  searchApartments(params: { q: string }): Promise<Envelope<Apartment[]>>;
  listApartmentAreas(params: { apartmentIdx: number }): Promise<Envelope<ApartmentArea[]>>;
  updateResidentApartment(params: {
    body: { apartmentIdx: number; areaIdx: number; dong?: string; ho?: string };
  }): Promise<Envelope<unknown>>;
}

export const apartmentApi: ApartmentOperations = api;
