from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_idempotencykeyrequired import ErrorIDEMPOTENCYKEYREQUIRED
from ...models.error_idempotencykeyreused import ErrorIDEMPOTENCYKEYREUSED
from ...models.error_insufficientbalance import ErrorINSUFFICIENTBALANCE
from ...models.error_invalidpaymentstatus import ErrorINVALIDPAYMENTSTATUS
from ...models.error_invalidpin import ErrorINVALIDPIN
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_merchantnotfound import ErrorMERCHANTNOTFOUND
from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_paymentexpired import ErrorPAYMENTEXPIRED
from ...models.error_pinblocked import ErrorPINBLOCKED
from ...models.error_pinnotset import ErrorPINNOTSET
from ...models.error_pinrequired import ErrorPINREQUIRED
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_velocitylimitexceeded import ErrorVELOCITYLIMITEXCEEDED
from ...models.error_walletbusy import ErrorWALLETBUSY
from ...models.error_walletnotfound import ErrorWALLETNOTFOUND
from ...models.sandbox_pay_qr_body import SandboxPayQrBody
from ...models.sandbox_pay_qr_response_200 import SandboxPayQrResponse200
from typing import cast
from uuid import UUID



def _get_kwargs(
    qr_id: str,
    *,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sandbox/qr/{qr_id}/pay".format(qr_id=quote(str(qr_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200 | None:
    if response.status_code == 200:
        response_200 = SandboxPayQrResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        def _parse_response_401(data: object) -> ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_0 = ErrorINVALIDPIN.from_dict(data)



                return response_401_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_1 = ErrorPINBLOCKED.from_dict(data)



                return response_401_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_401_type_2 = ErrorPINNOTSET.from_dict(data)



            return response_401_type_2

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
        def _parse_response_404(data: object) -> ErrorNOTFOUND | ErrorWALLETNOTFOUND:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_404_type_0 = ErrorNOTFOUND.from_dict(data)



                return response_404_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_404_type_1 = ErrorWALLETNOTFOUND.from_dict(data)



            return response_404_type_1

        response_404 = _parse_response_404(response.json())

        return response_404

    if response.status_code == 409:
        def _parse_response_409(data: object) -> ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_0 = ErrorIDEMPOTENCYKEYREUSED.from_dict(data)



                return response_409_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_409_type_1 = ErrorWALLETBUSY.from_dict(data)



            return response_409_type_1

        response_409 = _parse_response_409(response.json())

        return response_409

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED:
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
                response_422_type_2 = ErrorPINREQUIRED.from_dict(data)



                return response_422_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_3 = ErrorINSUFFICIENTBALANCE.from_dict(data)



                return response_422_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_4 = ErrorPAYMENTEXPIRED.from_dict(data)



                return response_422_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_5 = ErrorINVALIDPAYMENTSTATUS.from_dict(data)



                return response_422_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_6 = ErrorVELOCITYLIMITEXCEEDED.from_dict(data)



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200]:
    """ Pay a merchant-presented QR as a customer

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (SandboxPayQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200]
     """


    kwargs = _get_kwargs(
        qr_id=qr_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200 | None:
    """ Pay a merchant-presented QR as a customer

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (SandboxPayQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200
     """


    return sync_detailed(
        qr_id=qr_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200]:
    """ Pay a merchant-presented QR as a customer

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (SandboxPayQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200]
     """


    kwargs = _get_kwargs(
        qr_id=qr_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    qr_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxPayQrBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200 | None:
    """ Pay a merchant-presented QR as a customer

    Args:
        qr_id (str):
        idempotency_key (UUID):
        body (SandboxPayQrBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | SandboxPayQrResponse200
     """


    return (await asyncio_detailed(
        qr_id=qr_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
