from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_preview_transfer_body import WalletPreviewTransferBody
from ...models.wallet_preview_transfer_response_200 import WalletPreviewTransferResponse200
from ...models.wallet_preview_transfer_response_401 import WalletPreviewTransferResponse401
from ...models.wallet_preview_transfer_response_403 import WalletPreviewTransferResponse403
from ...models.wallet_preview_transfer_response_404 import WalletPreviewTransferResponse404
from ...models.wallet_preview_transfer_response_422 import WalletPreviewTransferResponse422
from ...models.wallet_preview_transfer_response_429 import WalletPreviewTransferResponse429
from ...models.wallet_preview_transfer_response_500 import WalletPreviewTransferResponse500
from ...models.wallet_preview_transfer_response_503 import WalletPreviewTransferResponse503
from typing import cast



def _get_kwargs(
    *,
    body: WalletPreviewTransferBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/transfers/preview",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletPreviewTransferResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletPreviewTransferResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletPreviewTransferResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletPreviewTransferResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = WalletPreviewTransferResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletPreviewTransferResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletPreviewTransferResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletPreviewTransferResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletPreviewTransferBody,

) -> Response[WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503]:
    """ Whom a transfer would go to, before the sender confirms it with the PIN

     Nothing moves and no PIN is asked: the recipient `to` names, shown by first name and initials ("Sara
    F."), for the sender to confirm before sending. Refused as the transfer would be for the recipient's
    sake: RECIPIENT_NOT_FOUND, SELF_TRANSFER_NOT_ALLOWED, RECIPIENT_UNAVAILABLE. Takes no Idempotency-
    Key.

    Args:
        body (WalletPreviewTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: WalletPreviewTransferBody,

) -> WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503 | None:
    """ Whom a transfer would go to, before the sender confirms it with the PIN

     Nothing moves and no PIN is asked: the recipient `to` names, shown by first name and initials ("Sara
    F."), for the sender to confirm before sending. Refused as the transfer would be for the recipient's
    sake: RECIPIENT_NOT_FOUND, SELF_TRANSFER_NOT_ALLOWED, RECIPIENT_UNAVAILABLE. Takes no Idempotency-
    Key.

    Args:
        body (WalletPreviewTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletPreviewTransferBody,

) -> Response[WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503]:
    """ Whom a transfer would go to, before the sender confirms it with the PIN

     Nothing moves and no PIN is asked: the recipient `to` names, shown by first name and initials ("Sara
    F."), for the sender to confirm before sending. Refused as the transfer would be for the recipient's
    sake: RECIPIENT_NOT_FOUND, SELF_TRANSFER_NOT_ALLOWED, RECIPIENT_UNAVAILABLE. Takes no Idempotency-
    Key.

    Args:
        body (WalletPreviewTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: WalletPreviewTransferBody,

) -> WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503 | None:
    """ Whom a transfer would go to, before the sender confirms it with the PIN

     Nothing moves and no PIN is asked: the recipient `to` names, shown by first name and initials ("Sara
    F."), for the sender to confirm before sending. Refused as the transfer would be for the recipient's
    sake: RECIPIENT_NOT_FOUND, SELF_TRANSFER_NOT_ALLOWED, RECIPIENT_UNAVAILABLE. Takes no Idempotency-
    Key.

    Args:
        body (WalletPreviewTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletPreviewTransferResponse200 | WalletPreviewTransferResponse401 | WalletPreviewTransferResponse403 | WalletPreviewTransferResponse404 | WalletPreviewTransferResponse422 | WalletPreviewTransferResponse429 | WalletPreviewTransferResponse500 | WalletPreviewTransferResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
