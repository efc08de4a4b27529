from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sandbox_wallet_response_200 import SandboxWalletResponse200
from ...models.sandbox_wallet_response_403 import SandboxWalletResponse403
from ...models.sandbox_wallet_response_404 import SandboxWalletResponse404
from ...models.sandbox_wallet_response_429 import SandboxWalletResponse429
from ...models.sandbox_wallet_response_500 import SandboxWalletResponse500
from ...models.sandbox_wallet_response_503 import SandboxWalletResponse503
from typing import cast



def _get_kwargs(
    user_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/sandbox/wallets/{user_id}".format(user_id=quote(str(user_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503 | None:
    if response.status_code == 200:
        response_200 = SandboxWalletResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = SandboxWalletResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = SandboxWalletResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = SandboxWalletResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SandboxWalletResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SandboxWalletResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503]:
    """ Read a user's wallet

    Args:
        user_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,

) -> SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503 | None:
    """ Read a user's wallet

    Args:
        user_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503
     """


    return sync_detailed(
        user_id=user_id,
client=client,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503]:
    """ Read a user's wallet

    Args:
        user_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,

) -> SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503 | None:
    """ Read a user's wallet

    Args:
        user_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxWalletResponse200 | SandboxWalletResponse403 | SandboxWalletResponse404 | SandboxWalletResponse429 | SandboxWalletResponse500 | SandboxWalletResponse503
     """


    return (await asyncio_detailed(
        user_id=user_id,
client=client,

    )).parsed
