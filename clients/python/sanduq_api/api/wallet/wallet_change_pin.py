from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_change_pin_body import WalletChangePinBody
from ...models.wallet_change_pin_response_200 import WalletChangePinResponse200
from ...models.wallet_change_pin_response_401 import WalletChangePinResponse401
from ...models.wallet_change_pin_response_403 import WalletChangePinResponse403
from ...models.wallet_change_pin_response_404 import WalletChangePinResponse404
from ...models.wallet_change_pin_response_409 import WalletChangePinResponse409
from ...models.wallet_change_pin_response_422 import WalletChangePinResponse422
from ...models.wallet_change_pin_response_429 import WalletChangePinResponse429
from ...models.wallet_change_pin_response_500 import WalletChangePinResponse500
from ...models.wallet_change_pin_response_503 import WalletChangePinResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletChangePinBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/pin/change",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletChangePinResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletChangePinResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletChangePinResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletChangePinResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = WalletChangePinResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = WalletChangePinResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletChangePinResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletChangePinResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletChangePinResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletChangePinBody,
    idempotency_key: UUID,

) -> Response[WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503]:
    """ Change the PIN with the current one

    Args:
        idempotency_key (UUID):
        body (WalletChangePinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503]
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
    body: WalletChangePinBody,
    idempotency_key: UUID,

) -> WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503 | None:
    """ Change the PIN with the current one

    Args:
        idempotency_key (UUID):
        body (WalletChangePinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletChangePinBody,
    idempotency_key: UUID,

) -> Response[WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503]:
    """ Change the PIN with the current one

    Args:
        idempotency_key (UUID):
        body (WalletChangePinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503]
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
    body: WalletChangePinBody,
    idempotency_key: UUID,

) -> WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503 | None:
    """ Change the PIN with the current one

    Args:
        idempotency_key (UUID):
        body (WalletChangePinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletChangePinResponse200 | WalletChangePinResponse401 | WalletChangePinResponse403 | WalletChangePinResponse404 | WalletChangePinResponse409 | WalletChangePinResponse422 | WalletChangePinResponse429 | WalletChangePinResponse500 | WalletChangePinResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
