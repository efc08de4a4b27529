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
from ...models.error_invalidpin import ErrorINVALIDPIN
from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_paymentexpired import ErrorPAYMENTEXPIRED
from ...models.error_pinblocked import ErrorPINBLOCKED
from ...models.error_pinrequired import ErrorPINREQUIRED
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_velocitylimitexceeded import ErrorVELOCITYLIMITEXCEEDED
from ...models.error_walletbusy import ErrorWALLETBUSY
from ...models.error_walletnotfound import ErrorWALLETNOTFOUND
from ...models.pay_link_body import PayLinkBody
from ...models.pay_link_response_201 import PayLinkResponse201
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/links/{id}/pay".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201 | None:
    if response.status_code == 201:
        response_201 = PayLinkResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        def _parse_response_401(data: object) -> ErrorINVALIDPIN | ErrorPINBLOCKED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_0 = ErrorINVALIDPIN.from_dict(data)



                return response_401_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_401_type_1 = ErrorPINBLOCKED.from_dict(data)



            return response_401_type_1

        response_401 = _parse_response_401(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorFORBIDDEN.from_dict(response.json())



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
        def _parse_response_422(data: object) -> ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED:
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
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_5 = ErrorVELOCITYLIMITEXCEEDED.from_dict(data)



            return response_422_type_5

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201]:
    """ Pay a link from a wallet

     The Idempotency-Key is scoped to the link (the page makes one per submission).

    Args:
        id (str):
        idempotency_key (UUID):
        body (PayLinkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201 | None:
    """ Pay a link from a wallet

     The Idempotency-Key is scoped to the link (the page makes one per submission).

    Args:
        id (str):
        idempotency_key (UUID):
        body (PayLinkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> Response[ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201]:
    """ Pay a link from a wallet

     The Idempotency-Key is scoped to the link (the page makes one per submission).

    Args:
        id (str):
        idempotency_key (UUID):
        body (PayLinkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201 | None:
    """ Pay a link from a wallet

     The Idempotency-Key is scoped to the link (the page makes one per submission).

    Args:
        id (str):
        idempotency_key (UUID):
        body (PayLinkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREQUIRED | ErrorINSUFFICIENTBALANCE | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorIDEMPOTENCYKEYREUSED | ErrorWALLETBUSY | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorNOTFOUND | ErrorWALLETNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | PayLinkResponse201
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
