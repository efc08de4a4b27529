from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_send_transfer_body import WalletSendTransferBody
from ...models.wallet_send_transfer_response_201 import WalletSendTransferResponse201
from ...models.wallet_send_transfer_response_401 import WalletSendTransferResponse401
from ...models.wallet_send_transfer_response_403 import WalletSendTransferResponse403
from ...models.wallet_send_transfer_response_404 import WalletSendTransferResponse404
from ...models.wallet_send_transfer_response_409 import WalletSendTransferResponse409
from ...models.wallet_send_transfer_response_422 import WalletSendTransferResponse422
from ...models.wallet_send_transfer_response_429 import WalletSendTransferResponse429
from ...models.wallet_send_transfer_response_500 import WalletSendTransferResponse500
from ...models.wallet_send_transfer_response_503 import WalletSendTransferResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletSendTransferBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/transfers",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503 | None:
    if response.status_code == 201:
        response_201 = WalletSendTransferResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = WalletSendTransferResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletSendTransferResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletSendTransferResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = WalletSendTransferResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = WalletSendTransferResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletSendTransferResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletSendTransferResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletSendTransferResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletSendTransferBody,
    idempotency_key: UUID,

) -> Response[WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503]:
    """ Send money to another user of the same merchant, with the PIN

     `to` names the recipient by phone (E.164 or national), external id or user id. Limits follow the
    sender's identity tier: per transfer (TRANSFER_LIMIT_EXCEEDED), per Baghdad day and month in amount
    and count (DAILY_LIMIT_EXCEEDED, details.limit says which), at most 10 transfers in a 10-minute
    window (VELOCITY_LIMIT_EXCEEDED); the recipient's tier bounds what its wallet may hold
    (RECIPIENT_UNAVAILABLE, as for a recipient frozen for credits). Both statements show the transfer;
    the merchant gets transfer.completed.

    Args:
        idempotency_key (UUID):
        body (WalletSendTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503]
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
    body: WalletSendTransferBody,
    idempotency_key: UUID,

) -> WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503 | None:
    """ Send money to another user of the same merchant, with the PIN

     `to` names the recipient by phone (E.164 or national), external id or user id. Limits follow the
    sender's identity tier: per transfer (TRANSFER_LIMIT_EXCEEDED), per Baghdad day and month in amount
    and count (DAILY_LIMIT_EXCEEDED, details.limit says which), at most 10 transfers in a 10-minute
    window (VELOCITY_LIMIT_EXCEEDED); the recipient's tier bounds what its wallet may hold
    (RECIPIENT_UNAVAILABLE, as for a recipient frozen for credits). Both statements show the transfer;
    the merchant gets transfer.completed.

    Args:
        idempotency_key (UUID):
        body (WalletSendTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletSendTransferBody,
    idempotency_key: UUID,

) -> Response[WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503]:
    """ Send money to another user of the same merchant, with the PIN

     `to` names the recipient by phone (E.164 or national), external id or user id. Limits follow the
    sender's identity tier: per transfer (TRANSFER_LIMIT_EXCEEDED), per Baghdad day and month in amount
    and count (DAILY_LIMIT_EXCEEDED, details.limit says which), at most 10 transfers in a 10-minute
    window (VELOCITY_LIMIT_EXCEEDED); the recipient's tier bounds what its wallet may hold
    (RECIPIENT_UNAVAILABLE, as for a recipient frozen for credits). Both statements show the transfer;
    the merchant gets transfer.completed.

    Args:
        idempotency_key (UUID):
        body (WalletSendTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503]
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
    body: WalletSendTransferBody,
    idempotency_key: UUID,

) -> WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503 | None:
    """ Send money to another user of the same merchant, with the PIN

     `to` names the recipient by phone (E.164 or national), external id or user id. Limits follow the
    sender's identity tier: per transfer (TRANSFER_LIMIT_EXCEEDED), per Baghdad day and month in amount
    and count (DAILY_LIMIT_EXCEEDED, details.limit says which), at most 10 transfers in a 10-minute
    window (VELOCITY_LIMIT_EXCEEDED); the recipient's tier bounds what its wallet may hold
    (RECIPIENT_UNAVAILABLE, as for a recipient frozen for credits). Both statements show the transfer;
    the merchant gets transfer.completed.

    Args:
        idempotency_key (UUID):
        body (WalletSendTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletSendTransferResponse201 | WalletSendTransferResponse401 | WalletSendTransferResponse403 | WalletSendTransferResponse404 | WalletSendTransferResponse409 | WalletSendTransferResponse422 | WalletSendTransferResponse429 | WalletSendTransferResponse500 | WalletSendTransferResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
