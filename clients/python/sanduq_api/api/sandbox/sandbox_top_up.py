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
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_merchantnotfound import ErrorMERCHANTNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_unsupportedcurrency import ErrorUNSUPPORTEDCURRENCY
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_walletbusy import ErrorWALLETBUSY
from ...models.error_walletnotfound import ErrorWALLETNOTFOUND
from ...models.sandbox_top_up_body import SandboxTopUpBody
from ...models.sandbox_top_up_response_200 import SandboxTopUpResponse200
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sandbox/wallets/topup",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200 | None:
    if response.status_code == 200:
        response_200 = SandboxTopUpResponse200.from_dict(response.json())



        return response_200

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
        response_404 = ErrorWALLETNOTFOUND.from_dict(response.json())



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
        def _parse_response_422(data: object) -> ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR:
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
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_2 = ErrorUNSUPPORTEDCURRENCY.from_dict(data)



            return response_422_type_2

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200]:
    """ Mint test money into a user's wallet

    Args:
        idempotency_key (UUID):
        body (SandboxTopUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200 | None:
    """ Mint test money into a user's wallet

    Args:
        idempotency_key (UUID):
        body (SandboxTopUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200]:
    """ Mint test money into a user's wallet

    Args:
        idempotency_key (UUID):
        body (SandboxTopUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SandboxTopUpBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200 | None:
    """ Mint test money into a user's wallet

    Args:
        idempotency_key (UUID):
        body (SandboxTopUpBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorIDEMPOTENCYKEYREQUIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETNOTFOUND | SandboxTopUpResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
