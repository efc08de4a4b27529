from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.mint_user_session_body import MintUserSessionBody
from ...models.mint_user_session_response_201 import MintUserSessionResponse201
from ...models.mint_user_session_response_403 import MintUserSessionResponse403
from ...models.mint_user_session_response_404 import MintUserSessionResponse404
from ...models.mint_user_session_response_409 import MintUserSessionResponse409
from ...models.mint_user_session_response_422 import MintUserSessionResponse422
from ...models.mint_user_session_response_429 import MintUserSessionResponse429
from ...models.mint_user_session_response_500 import MintUserSessionResponse500
from ...models.mint_user_session_response_503 import MintUserSessionResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    user_id: str,
    *,
    body: MintUserSessionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/users/{user_id}/sessions".format(user_id=quote(str(user_id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503 | None:
    if response.status_code == 201:
        response_201 = MintUserSessionResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = MintUserSessionResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = MintUserSessionResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = MintUserSessionResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = MintUserSessionResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = MintUserSessionResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = MintUserSessionResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = MintUserSessionResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503]:
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
    body: MintUserSessionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503]:
    """ Mint a user access token for the merchant's own app (no refresh token)

     For a user the merchant's server has authenticated itself: a 15-minute access token for the wallet
    API. Mint a new one when it expires. `user_id` is a service or external id.

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (MintUserSessionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: MintUserSessionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503 | None:
    """ Mint a user access token for the merchant's own app (no refresh token)

     For a user the merchant's server has authenticated itself: a 15-minute access token for the wallet
    API. Mint a new one when it expires. `user_id` is a service or external id.

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (MintUserSessionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503
     """


    return sync_detailed(
        user_id=user_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: MintUserSessionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503]:
    """ Mint a user access token for the merchant's own app (no refresh token)

     For a user the merchant's server has authenticated itself: a 15-minute access token for the wallet
    API. Mint a new one when it expires. `user_id` is a service or external id.

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (MintUserSessionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: MintUserSessionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503 | None:
    """ Mint a user access token for the merchant's own app (no refresh token)

     For a user the merchant's server has authenticated itself: a 15-minute access token for the wallet
    API. Mint a new one when it expires. `user_id` is a service or external id.

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (MintUserSessionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MintUserSessionResponse201 | MintUserSessionResponse403 | MintUserSessionResponse404 | MintUserSessionResponse409 | MintUserSessionResponse422 | MintUserSessionResponse429 | MintUserSessionResponse500 | MintUserSessionResponse503
     """


    return (await asyncio_detailed(
        user_id=user_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
