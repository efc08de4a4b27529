from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_set_pin_body import WalletSetPinBody
from ...models.wallet_set_pin_response_200 import WalletSetPinResponse200
from ...models.wallet_set_pin_response_401 import WalletSetPinResponse401
from ...models.wallet_set_pin_response_403 import WalletSetPinResponse403
from ...models.wallet_set_pin_response_404 import WalletSetPinResponse404
from ...models.wallet_set_pin_response_409 import WalletSetPinResponse409
from ...models.wallet_set_pin_response_422 import WalletSetPinResponse422
from ...models.wallet_set_pin_response_429 import WalletSetPinResponse429
from ...models.wallet_set_pin_response_500 import WalletSetPinResponse500
from ...models.wallet_set_pin_response_503 import WalletSetPinResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: WalletSetPinBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/pin",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletSetPinResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletSetPinResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletSetPinResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletSetPinResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = WalletSetPinResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = WalletSetPinResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletSetPinResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletSetPinResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletSetPinResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletSetPinBody,
    idempotency_key: UUID,

) -> Response[WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503]:
    """ Set the first PIN (a session a code proved in the last 10 minutes)

    Args:
        idempotency_key (UUID):
        body (WalletSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503]
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
    body: WalletSetPinBody,
    idempotency_key: UUID,

) -> WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503 | None:
    """ Set the first PIN (a session a code proved in the last 10 minutes)

    Args:
        idempotency_key (UUID):
        body (WalletSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletSetPinBody,
    idempotency_key: UUID,

) -> Response[WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503]:
    """ Set the first PIN (a session a code proved in the last 10 minutes)

    Args:
        idempotency_key (UUID):
        body (WalletSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503]
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
    body: WalletSetPinBody,
    idempotency_key: UUID,

) -> WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503 | None:
    """ Set the first PIN (a session a code proved in the last 10 minutes)

    Args:
        idempotency_key (UUID):
        body (WalletSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletSetPinResponse200 | WalletSetPinResponse401 | WalletSetPinResponse403 | WalletSetPinResponse404 | WalletSetPinResponse409 | WalletSetPinResponse422 | WalletSetPinResponse429 | WalletSetPinResponse500 | WalletSetPinResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
