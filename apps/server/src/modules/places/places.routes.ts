import {
  apartment,
  apartmentArea,
  apartmentIdxPath,
  apartmentWithAreas,
  listApartmentsQuery,
  listAreasQuery,
  listDistrict2Query,
  searchApartmentsQuery,
  success,
} from '@ipju/contract';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { ApiInstance } from '../types';
import type { PlacesService } from './places.service';

const tags = ['places'];

export async function placesRoutes(app: ApiInstance, { places: service }: { places: PlacesService }) {
  app.get('/aparts', {
    schema: {
      operationId: 'listApartments',
      summary: '단지 목록 (시/도, 시/군/구로 거르기)',
      tags,
      querystring: listApartmentsQuery,
      response: { 200: success(z.array(apartment)) },
    },
    handler: async (req) => ok(await service.listApartments(req.query)),
  });

  app.get('/areas', {
    schema: {
      operationId: 'listApartmentAreas',
      summary: '단지의 평형 목록',
      tags,
      querystring: listAreasQuery,
      response: { 200: success(z.array(apartmentArea)) },
    },
    handler: async (req) => ok(await service.listAreas(req.query.apartmentIdx)),
  });

  app.get('/district1', {
    schema: {
      operationId: 'listDistrict1',
      summary: '시/도 목록',
      tags,
      response: { 200: success(z.array(z.string())) },
    },
    handler: async () => ok(await service.listDistrict1()),
  });

  app.get('/district2', {
    schema: {
      operationId: 'listDistrict2',
      summary: '시/군/구 목록',
      tags,
      querystring: listDistrict2Query,
      response: { 200: success(z.array(z.string())) },
    },
    handler: async (req) => ok(await service.listDistrict2(req.query.district1)),
  });

  app.get('/aparts/search', {
    schema: {
      operationId: 'searchApartments',
      summary: '단지 검색 (이름 일부 또는 초성)',
      tags,
      querystring: searchApartmentsQuery,
      response: { 200: success(z.array(apartment)) },
    },
    handler: async (req) => ok(await service.search(req.query.q)),
  });

  app.get('/aparts/search/apartment_idx/:apartmentIdx', {
    schema: {
      operationId: 'getApartment',
      summary: '단지 상세 (평형 포함)',
      tags,
      params: apartmentIdxPath,
      response: { 200: success(apartmentWithAreas) },
    },
    handler: async (req) => ok(await service.getWithAreas(req.params.apartmentIdx)),
  });
}
