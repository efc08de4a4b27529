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
from ...models.error_idempotencykeyrequired import ErrorIDEMPOTENCYKEYREQUIRED
from ...models.error_idempotencykeyreused import ErrorIDEMPOTENCYKEYREUSED
from ...models.error_insufficientbalance import ErrorINSUFFICIENTBALANCE
from ...models.error_invalidpaymentstatus import ErrorINVALIDPAYMENTSTATUS
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_merchantnotfound import ErrorMERCHANTNOTFOUND
from ...models.error_paymentalreadyvoided import ErrorPAYMENTALREADYVOIDED
from ...models.error_paymentexpired import ErrorPAYMENTEXPIRED
from ...models.error_paymentnotfound import ErrorPAYMENTNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_refundexceedsamount import ErrorREFUNDEXCEEDSAMOUNT
from ...models.error_refundwindowexpired import ErrorREFUNDWINDOWEXPIRED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_walletbusy import ErrorWALLETBUSY
from ...models.gateway_refund_body import GatewayRefundBody
from ...models.gateway_refund_response_200 import GatewayRefundResponse200
from typing import cast
from uuid import UUID



def _get_kwargs(
    payment_id: str,
    *,
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/gateway/payments/{payment_id}/refund".format(payment_id=quote(str(payment_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200 | None:
    if response.status_code == 200:
        response_200 = GatewayRefundResponse200.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = ErrorPAYMENTNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        def _parse_response_409(data: object) -> ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_0 = ErrorIDEMPOTENCYKEYREUSED.from_dict(data)



                return response_409_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_1 = ErrorWALLETBUSY.from_dict(data)



                return response_409_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_409_type_2 = ErrorPAYMENTALREADYVOIDED.from_dict(data)



            return response_409_type_2

        response_409 = _parse_response_409(response.json())

        return response_409

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = ErrorIDEMPOTENCYKEYREQUIRED.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_1 = ErrorVALIDATIONERROR.from_dict(data)



                return response_422_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_2 = ErrorINVALIDPAYMENTSTATUS.from_dict(data)



                return response_422_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_3 = ErrorPAYMENTEXPIRED.from_dict(data)



                return response_422_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_4 = ErrorREFUNDEXCEEDSAMOUNT.from_dict(data)



                return response_422_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_5 = ErrorREFUNDWINDOWEXPIRED.from_dict(data)



                return response_422_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_6 = ErrorINSUFFICIENTBALANCE.from_dict(data)



            return response_422_type_6

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient,
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200]:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayRefundBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200]
     """


    kwargs = _get_kwargs(
        payment_id=payment_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    payment_id: str,
    *,
    client: AuthenticatedClient,
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200 | None:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayRefundBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200
     """


    return sync_detailed(
        payment_id=payment_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient,
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200]:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayRefundBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200]
     """


    kwargs = _get_kwargs(
        payment_id=payment_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    payment_id: str,
    *,
    client: AuthenticatedClient,
    body: GatewayRefundBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200 | None:
    """ Refund a captured payment (all or part)

    Args:
        payment_id (str):
        idempotency_key (UUID):
        body (GatewayRefundBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorHMACHEADERSMISSING | ErrorHMACKEYINVALID | ErrorHMACSIGNATUREINVALID | ErrorHMACTIMESTAMPEXPIRED | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorREFUNDEXCEEDSAMOUNT | ErrorREFUNDWINDOWEXPIRED | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorPAYMENTALREADYVOIDED | ErrorWALLETBUSY | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GatewayRefundResponse200
     """


    return (await asyncio_detailed(
        payment_id=payment_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
