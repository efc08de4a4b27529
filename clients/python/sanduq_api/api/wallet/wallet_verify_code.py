from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_verify_code_body import WalletVerifyCodeBody
from ...models.wallet_verify_code_response_200 import WalletVerifyCodeResponse200
from ...models.wallet_verify_code_response_401 import WalletVerifyCodeResponse401
from ...models.wallet_verify_code_response_403 import WalletVerifyCodeResponse403
from ...models.wallet_verify_code_response_404 import WalletVerifyCodeResponse404
from ...models.wallet_verify_code_response_422 import WalletVerifyCodeResponse422
from ...models.wallet_verify_code_response_429 import WalletVerifyCodeResponse429
from ...models.wallet_verify_code_response_500 import WalletVerifyCodeResponse500
from ...models.wallet_verify_code_response_503 import WalletVerifyCodeResponse503
from typing import cast



def _get_kwargs(
    *,
    body: WalletVerifyCodeBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/auth/verify",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletVerifyCodeResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletVerifyCodeResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletVerifyCodeResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletVerifyCodeResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = WalletVerifyCodeResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletVerifyCodeResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletVerifyCodeResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletVerifyCodeResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletVerifyCodeBody,

) -> Response[WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503]:
    """ Sign in with a code: an access token and a refresh token

     A wrong code says how many tries are left (details.tries_left); a code used, expired or out of tries
    is TOKEN_EXPIRED. A right code for a phone without a wallet at this merchant is WALLET_NOT_FOUND
    (only the phone's owner learns it).

    Args:
        body (WalletVerifyCodeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503]
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
    body: WalletVerifyCodeBody,

) -> WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503 | None:
    """ Sign in with a code: an access token and a refresh token

     A wrong code says how many tries are left (details.tries_left); a code used, expired or out of tries
    is TOKEN_EXPIRED. A right code for a phone without a wallet at this merchant is WALLET_NOT_FOUND
    (only the phone's owner learns it).

    Args:
        body (WalletVerifyCodeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletVerifyCodeBody,

) -> Response[WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503]:
    """ Sign in with a code: an access token and a refresh token

     A wrong code says how many tries are left (details.tries_left); a code used, expired or out of tries
    is TOKEN_EXPIRED. A right code for a phone without a wallet at this merchant is WALLET_NOT_FOUND
    (only the phone's owner learns it).

    Args:
        body (WalletVerifyCodeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503]
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
    body: WalletVerifyCodeBody,

) -> WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503 | None:
    """ Sign in with a code: an access token and a refresh token

     A wrong code says how many tries are left (details.tries_left); a code used, expired or out of tries
    is TOKEN_EXPIRED. A right code for a phone without a wallet at this merchant is WALLET_NOT_FOUND
    (only the phone's owner learns it).

    Args:
        body (WalletVerifyCodeBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletVerifyCodeResponse200 | WalletVerifyCodeResponse401 | WalletVerifyCodeResponse403 | WalletVerifyCodeResponse404 | WalletVerifyCodeResponse422 | WalletVerifyCodeResponse429 | WalletVerifyCodeResponse500 | WalletVerifyCodeResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
