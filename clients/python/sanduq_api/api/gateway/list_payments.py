from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_hmacheadersmissing import ErrorHMACHEADERSMISSING
from ...models.error_hmackeyinvalid import ErrorHMACKEYINVALID
from ...models.error_hmacsignatureinvalid import ErrorHMACSIGNATUREINVALID
from ...models.error_hmactimestampexpired import ErrorHMACTIMESTAMPEXPIRED
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_merchantnotfound import ErrorMERCHANTNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_unsupportedcurrency import ErrorUNSUPPORTEDCURRENCY
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.list_payments_currency_type_1 import check_list_payments_currency_type_1
from ...models.list_payments_currency_type_1 import ListPaymentsCurrencyType1
from ...models.list_payments_currency_type_2_type_1 import check_list_payments_currency_type_2_type_1
from ...models.list_payments_currency_type_2_type_1 import ListPaymentsCurrencyType2Type1
from ...models.list_payments_currency_type_3_type_1 import check_list_payments_currency_type_3_type_1
from ...models.list_payments_currency_type_3_type_1 import ListPaymentsCurrencyType3Type1
from ...models.list_payments_response_200 import ListPaymentsResponse200
from ...models.list_payments_status_type_1 import check_list_payments_status_type_1
from ...models.list_payments_status_type_1 import ListPaymentsStatusType1
from ...models.list_payments_status_type_2_type_1 import check_list_payments_status_type_2_type_1
from ...models.list_payments_status_type_2_type_1 import ListPaymentsStatusType2Type1
from ...models.list_payments_status_type_3_type_1 import check_list_payments_status_type_3_type_1
from ...models.list_payments_status_type_3_type_1 import ListPaymentsStatusType3Type1
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    status: ListPaymentsStatusType1 | ListPaymentsStatusType2Type1 | ListPaymentsStatusType3Type1 | None | Unset = UNSET,
    user_id: None | str | Unset = UNSET,
    reference: None | str | Unset = UNSET,
    currency: ListPaymentsCurrencyType1 | ListPaymentsCurrencyType2Type1 | ListPaymentsCurrencyType3Type1 | None | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, str):
        json_status = status
    elif isinstance(status, str):
        json_status = status
    elif isinstance(status, str):
        json_status = status
    else:
        json_status = status
    params["status"] = json_status

    json_user_id: None | str | Unset
    if isinstance(user_id, Unset):
        json_user_id = UNSET
    else:
        json_user_id = user_id
    params["user_id"] = json_user_id

    json_reference: None | str | Unset
    if isinstance(reference, Unset):
        json_reference = UNSET
    else:
        json_reference = reference
    params["reference"] = json_reference

    json_currency: None | str | Unset
    if isinstance(currency, Unset):
        json_currency = UNSET
    elif isinstance(currency, str):
        json_currency = currency
    elif isinstance(currency, str):
        json_currency = currency
    elif isinstance(currency, str):
        json_currency = currency
    else:
        json_currency = currency
    params["currency"] = json_currency

    json_from_: None | str | Unset
    if isinstance(from_, Unset):
        json_from_ = UNSET
    elif isinstance(from_, datetime.datetime):
        json_from_ = from_.isoformat()
    else:
        json_from_ = from_
    params["from"] = json_from_

    json_to: None | str | Unset
    if isinstance(to, Unset):
        json_to = UNSET
    elif isinstance(to, datetime.datetime):
        json_to = to.isoformat()
    else:
        json_to = to
    params["to"] = json_to

    json_page: int | None | Unset
    if isinstance(page, Unset):
        json_page = UNSET
    else:
        json_page = page
    params["page"] = json_page

    json_per_page: int | None | Unset
    if isinstance(per_page, Unset):
        json_per_page = UNSET
    else:
        json_per_page = per_page
    params["per_page"] = json_per_page

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/gateway/payments",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200 | None:
    if response.status_code == 200:
        response_200 = ListPaymentsResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        def _parse_response_401(data: object) -> ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_0 = ErrorHMACHEADERSMISSING.from_dict(data)



                return response_401_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_1 = ErrorHMACTIMESTAMPEXPIRED.from_dict(data)



                return response_401_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_2 = ErrorHMACKEYINVALID.from_dict(data)



                return response_401_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_401_type_3 = ErrorHMACSIGNATUREINVALID.from_dict(data)



            return response_401_type_3

        response_401 = _parse_response_401(response.json())

        return response_401

    if response.status_code == 403:
        def _parse_response_403(data: object) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_0 = ErrorMERCHANTNOTFOUND.from_dict(data)



                return response_403_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_1 = ErrorMERCHANTNOTAPPROVED.from_dict(data)



                return response_403_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_403_type_2 = ErrorFORBIDDEN.from_dict(data)



            return response_403_type_2

        response_403 = _parse_response_403(response.json())

        return response_403

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = ErrorVALIDATIONERROR.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_1 = ErrorUNSUPPORTEDCURRENCY.from_dict(data)



            return response_422_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListPaymentsStatusType1 | ListPaymentsStatusType2Type1 | ListPaymentsStatusType3Type1 | None | Unset = UNSET,
    user_id: None | str | Unset = UNSET,
    reference: None | str | Unset = UNSET,
    currency: ListPaymentsCurrencyType1 | ListPaymentsCurrencyType2Type1 | ListPaymentsCurrencyType3Type1 | None | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200]:
    """ List payments, newest first, with filters

     Page by page (page, per_page) or by cursor (next_cursor of the previous page).

    Args:
        status (ListPaymentsStatusType1 | ListPaymentsStatusType2Type1 |
            ListPaymentsStatusType3Type1 | None | Unset):
        user_id (None | str | Unset):
        reference (None | str | Unset):
        currency (ListPaymentsCurrencyType1 | ListPaymentsCurrencyType2Type1 |
            ListPaymentsCurrencyType3Type1 | None | Unset):
        from_ (datetime.datetime | None | Unset): created at or after
        to (datetime.datetime | None | Unset): created at or before
        page (int | None | Unset): not with cursor
        per_page (int | None | Unset): default 20
        cursor (None | str | Unset): next_cursor of the previous page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200]
     """


    kwargs = _get_kwargs(
        status=status,
user_id=user_id,
reference=reference,
currency=currency,
from_=from_,
to=to,
page=page,
per_page=per_page,
cursor=cursor,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: ListPaymentsStatusType1 | ListPaymentsStatusType2Type1 | ListPaymentsStatusType3Type1 | None | Unset = UNSET,
    user_id: None | str | Unset = UNSET,
    reference: None | str | Unset = UNSET,
    currency: ListPaymentsCurrencyType1 | ListPaymentsCurrencyType2Type1 | ListPaymentsCurrencyType3Type1 | None | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200 | None:
    """ List payments, newest first, with filters

     Page by page (page, per_page) or by cursor (next_cursor of the previous page).

    Args:
        status (ListPaymentsStatusType1 | ListPaymentsStatusType2Type1 |
            ListPaymentsStatusType3Type1 | None | Unset):
        user_id (None | str | Unset):
        reference (None | str | Unset):
        currency (ListPaymentsCurrencyType1 | ListPaymentsCurrencyType2Type1 |
            ListPaymentsCurrencyType3Type1 | None | Unset):
        from_ (datetime.datetime | None | Unset): created at or after
        to (datetime.datetime | None | Unset): created at or before
        page (int | None | Unset): not with cursor
        per_page (int | None | Unset): default 20
        cursor (None | str | Unset): next_cursor of the previous page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200
     """


    return sync_detailed(
        client=client,
status=status,
user_id=user_id,
reference=reference,
currency=currency,
from_=from_,
to=to,
page=page,
per_page=per_page,
cursor=cursor,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListPaymentsStatusType1 | ListPaymentsStatusType2Type1 | ListPaymentsStatusType3Type1 | None | Unset = UNSET,
    user_id: None | str | Unset = UNSET,
    reference: None | str | Unset = UNSET,
    currency: ListPaymentsCurrencyType1 | ListPaymentsCurrencyType2Type1 | ListPaymentsCurrencyType3Type1 | None | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200]:
    """ List payments, newest first, with filters

     Page by page (page, per_page) or by cursor (next_cursor of the previous page).

    Args:
        status (ListPaymentsStatusType1 | ListPaymentsStatusType2Type1 |
            ListPaymentsStatusType3Type1 | None | Unset):
        user_id (None | str | Unset):
        reference (None | str | Unset):
        currency (ListPaymentsCurrencyType1 | ListPaymentsCurrencyType2Type1 |
            ListPaymentsCurrencyType3Type1 | None | Unset):
        from_ (datetime.datetime | None | Unset): created at or after
        to (datetime.datetime | None | Unset): created at or before
        page (int | None | Unset): not with cursor
        per_page (int | None | Unset): default 20
        cursor (None | str | Unset): next_cursor of the previous page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200]
     """


    kwargs = _get_kwargs(
        status=status,
user_id=user_id,
reference=reference,
currency=currency,
from_=from_,
to=to,
page=page,
per_page=per_page,
cursor=cursor,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListPaymentsStatusType1 | ListPaymentsStatusType2Type1 | ListPaymentsStatusType3Type1 | None | Unset = UNSET,
    user_id: None | str | Unset = UNSET,
    reference: None | str | Unset = UNSET,
    currency: ListPaymentsCurrencyType1 | ListPaymentsCurrencyType2Type1 | ListPaymentsCurrencyType3Type1 | None | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,
    page: int | None | Unset = UNSET,
    per_page: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200 | None:
    """ List payments, newest first, with filters

     Page by page (page, per_page) or by cursor (next_cursor of the previous page).

    Args:
        status (ListPaymentsStatusType1 | ListPaymentsStatusType2Type1 |
            ListPaymentsStatusType3Type1 | None | Unset):
        user_id (None | str | Unset):
        reference (None | str | Unset):
        currency (ListPaymentsCurrencyType1 | ListPaymentsCurrencyType2Type1 |
            ListPaymentsCurrencyType3Type1 | None | Unset):
        from_ (datetime.datetime | None | Unset): created at or after
        to (datetime.datetime | None | Unset): created at or before
        page (int | None | Unset): not with cursor
        per_page (int | None | Unset): default 20
        cursor (None | str | Unset): next_cursor of the previous page

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ListPaymentsResponse200
     """


    return (await asyncio_detailed(
        client=client,
status=status,
user_id=user_id,
reference=reference,
currency=currency,
from_=from_,
to=to,
page=page,
per_page=per_page,
cursor=cursor,

    )).parsed
