from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_deposit_body import AdminDepositBody
from ...models.admin_deposit_response_201 import AdminDepositResponse201
from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_idempotencykeyreused import ErrorIDEMPOTENCYKEYREUSED
from ...models.error_merchantnotfound import ErrorMERCHANTNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_unsupportedcurrency import ErrorUNSUPPORTEDCURRENCY
from ...models.error_validationerror import ErrorVALIDATIONERROR
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminDepositBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/merchants/{id}/deposits".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | None:
    if response.status_code == 201:
        response_201 = AdminDepositResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = ErrorFORBIDDEN.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ErrorMERCHANTNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ErrorIDEMPOTENCYKEYREUSED.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminDepositBody,

) -> Response[AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR]:
    """ Credit a merchant's balance after its bank transfer arrived

     Moves `amount` from the merchant's External account (the world outside) to its balance. The bank
    reference is the idempotency key, compared as the bank prints it (spaces around dropped, inner runs
    made one, letters in capitals: " trx-1" is "TRX-1"): the same one again answers the deposit already
    made (the same answer, nothing credited twice); with another amount or currency it is
    IDEMPOTENCY_KEY_REUSED. Event deposit.completed.

    Args:
        id (str):
        body (AdminDepositBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminDepositBody,

) -> AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | None:
    """ Credit a merchant's balance after its bank transfer arrived

     Moves `amount` from the merchant's External account (the world outside) to its balance. The bank
    reference is the idempotency key, compared as the bank prints it (spaces around dropped, inner runs
    made one, letters in capitals: " trx-1" is "TRX-1"): the same one again answers the deposit already
    made (the same answer, nothing credited twice); with another amount or currency it is
    IDEMPOTENCY_KEY_REUSED. Event deposit.completed.

    Args:
        id (str):
        body (AdminDepositBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminDepositBody,

) -> Response[AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR]:
    """ Credit a merchant's balance after its bank transfer arrived

     Moves `amount` from the merchant's External account (the world outside) to its balance. The bank
    reference is the idempotency key, compared as the bank prints it (spaces around dropped, inner runs
    made one, letters in capitals: " trx-1" is "TRX-1"): the same one again answers the deposit already
    made (the same answer, nothing credited twice); with another amount or currency it is
    IDEMPOTENCY_KEY_REUSED. Event deposit.completed.

    Args:
        id (str):
        body (AdminDepositBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminDepositBody,

) -> AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | None:
    """ Credit a merchant's balance after its bank transfer arrived

     Moves `amount` from the merchant's External account (the world outside) to its balance. The bank
    reference is the idempotency key, compared as the bank prints it (spaces around dropped, inner runs
    made one, letters in capitals: " trx-1" is "TRX-1"): the same one again answers the deposit already
    made (the same answer, nothing credited twice); with another amount or currency it is
    IDEMPOTENCY_KEY_REUSED. Event deposit.completed.

    Args:
        id (str):
        body (AdminDepositBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminDepositResponse201 | ErrorFORBIDDEN | ErrorIDEMPOTENCYKEYREUSED | ErrorMERCHANTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
