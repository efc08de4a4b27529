from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_freeze_user_body import AdminFreezeUserBody
from ...models.admin_freeze_user_response_200 import AdminFreezeUserResponse200
from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_walletnotfound import ErrorWALLETNOTFOUND
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminFreezeUserBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/users/{id}/freeze".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND | None:
    if response.status_code == 200:
        response_200 = AdminFreezeUserResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ErrorFORBIDDEN.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ErrorWALLETNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = ErrorVALIDATIONERROR.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]:
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
    body: AdminFreezeUserBody,

) -> Response[AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]:
    """ Freeze a user's wallet: debits, credits or all

     Debits: no payment, payment code, transfer or cash-out (ACCOUNT_FROZEN). Credits: no refund, top-up,
    cash-in or transfer in (refunds answer ACCOUNT_FROZEN: retry once unfrozen). Held funds are still
    released. Freezes add up: credits on a wallet frozen for debits freezes all; a narrower freeze than
    the one in force changes nothing. Only /unfreeze lifts one. Event user.frozen with the freeze now in
    force.

    Args:
        id (str):
        body (AdminFreezeUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]
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
    body: AdminFreezeUserBody,

) -> AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND | None:
    """ Freeze a user's wallet: debits, credits or all

     Debits: no payment, payment code, transfer or cash-out (ACCOUNT_FROZEN). Credits: no refund, top-up,
    cash-in or transfer in (refunds answer ACCOUNT_FROZEN: retry once unfrozen). Held funds are still
    released. Freezes add up: credits on a wallet frozen for debits freezes all; a narrower freeze than
    the one in force changes nothing. Only /unfreeze lifts one. Event user.frozen with the freeze now in
    force.

    Args:
        id (str):
        body (AdminFreezeUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND
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
    body: AdminFreezeUserBody,

) -> Response[AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]:
    """ Freeze a user's wallet: debits, credits or all

     Debits: no payment, payment code, transfer or cash-out (ACCOUNT_FROZEN). Credits: no refund, top-up,
    cash-in or transfer in (refunds answer ACCOUNT_FROZEN: retry once unfrozen). Held funds are still
    released. Freezes add up: credits on a wallet frozen for debits freezes all; a narrower freeze than
    the one in force changes nothing. Only /unfreeze lifts one. Event user.frozen with the freeze now in
    force.

    Args:
        id (str):
        body (AdminFreezeUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]
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
    body: AdminFreezeUserBody,

) -> AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND | None:
    """ Freeze a user's wallet: debits, credits or all

     Debits: no payment, payment code, transfer or cash-out (ACCOUNT_FROZEN). Credits: no refund, top-up,
    cash-in or transfer in (refunds answer ACCOUNT_FROZEN: retry once unfrozen). Held funds are still
    released. Freezes add up: credits on a wallet frozen for debits freezes all; a narrower freeze than
    the one in force changes nothing. Only /unfreeze lifts one. Event user.frozen with the freeze now in
    force.

    Args:
        id (str):
        body (AdminFreezeUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminFreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
