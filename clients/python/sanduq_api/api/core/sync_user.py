from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sync_user_body import SyncUserBody
from ...models.sync_user_response_200 import SyncUserResponse200
from ...models.sync_user_response_201 import SyncUserResponse201
from ...models.sync_user_response_403 import SyncUserResponse403
from ...models.sync_user_response_409 import SyncUserResponse409
from ...models.sync_user_response_422 import SyncUserResponse422
from ...models.sync_user_response_429 import SyncUserResponse429
from ...models.sync_user_response_500 import SyncUserResponse500
from ...models.sync_user_response_503 import SyncUserResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: SyncUserBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/users/sync",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503 | None:
    if response.status_code == 200:
        response_200 = SyncUserResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = SyncUserResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = SyncUserResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = SyncUserResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = SyncUserResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SyncUserResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SyncUserResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SyncUserResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SyncUserBody,
    idempotency_key: UUID,

) -> Response[SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503]:
    """ Create or update a user and their wallet

     Keyed by the merchant's external_user_id: the first call creates the user (with an IQD and a USD
    account), later calls update name, email and phone.

    Args:
        idempotency_key (UUID):
        body (SyncUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503]
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
    body: SyncUserBody,
    idempotency_key: UUID,

) -> SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503 | None:
    """ Create or update a user and their wallet

     Keyed by the merchant's external_user_id: the first call creates the user (with an IQD and a USD
    account), later calls update name, email and phone.

    Args:
        idempotency_key (UUID):
        body (SyncUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SyncUserBody,
    idempotency_key: UUID,

) -> Response[SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503]:
    """ Create or update a user and their wallet

     Keyed by the merchant's external_user_id: the first call creates the user (with an IQD and a USD
    account), later calls update name, email and phone.

    Args:
        idempotency_key (UUID):
        body (SyncUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503]
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
    body: SyncUserBody,
    idempotency_key: UUID,

) -> SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503 | None:
    """ Create or update a user and their wallet

     Keyed by the merchant's external_user_id: the first call creates the user (with an IQD and a USD
    account), later calls update name, email and phone.

    Args:
        idempotency_key (UUID):
        body (SyncUserBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SyncUserResponse200 | SyncUserResponse201 | SyncUserResponse403 | SyncUserResponse409 | SyncUserResponse422 | SyncUserResponse429 | SyncUserResponse500 | SyncUserResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
