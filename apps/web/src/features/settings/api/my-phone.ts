import { useMutation, useQuery } from '@tanstack/react-query';
import type { MyPhone, PhoneCodeRequest, PhoneCodeSent, PhoneVerifyRequest } from '@oyna/shared';
import { userKeys } from '../../../api/user-keys';
import { apiPost, apiQuery } from '../../../lib/api-client';

/** GET /users/me/phone: my number and whether an SMS code confirmed it. */
export const useMyPhone = () => useQuery(apiQuery<MyPhone>(userKeys.phone(), '/users/me/phone'));

/** POST /users/me/phone/code: a code by SMS to confirm the number as mine. */
export const useSendConfirmCode = () =>
  useMutation({
    mutationFn: (request: PhoneCodeRequest) => apiPost<PhoneCodeSent>('/users/me/phone/code', request),
  });

/** POST /users/me/phone/verify: the number confirmed; it becomes my profile's number, so my profile is read again. */
export const useConfirmMyPhone = () =>
  useMutation({
    mutationFn: (request: PhoneVerifyRequest) => apiPost<MyPhone>('/users/me/phone/verify', request),
    onSuccess: (_data, _request, _result, { client }) =>
      client.invalidateQueries({ queryKey: userKeys.me() }),
  });
