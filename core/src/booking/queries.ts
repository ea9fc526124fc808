import * as yup from 'yup';
import { docId } from '../validation/fields';
import { queryDate } from '../validation/querySchemas';
import { firstServiceTest, serviceIdsQueryField } from './visitFields';

/** GET /api/barbershops/{id}/slots?serviceId=&date=&serviceIds= (serviceIds: 'a,b', serviceId first) */
export const shopSlotsQuerySchema = yup
  .object({
    serviceId: docId('serviceId').required('serviceId is required'),
    serviceIds: serviceIdsQueryField(),
    date: queryDate('date').required('date is required'),
  })
  .test(firstServiceTest);
