from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_subscription_body import CreateSubscriptionBody
from ...models.create_subscription_response_201 import CreateSubscriptionResponse201
from ...models.create_subscription_response_401 import CreateSubscriptionResponse401
from ...models.create_subscription_response_403 import CreateSubscriptionResponse403
from ...models.create_subscription_response_404 import CreateSubscriptionResponse404
from ...models.create_subscription_response_409 import CreateSubscriptionResponse409
from ...models.create_subscription_response_422 import CreateSubscriptionResponse422
from ...models.create_subscription_response_429 import CreateSubscriptionResponse429
from ...models.create_subscription_response_500 import CreateSubscriptionResponse500
from ...models.create_subscription_response_503 import CreateSubscriptionResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: CreateSubscriptionBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/subscriptions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503 | None:
    if response.status_code == 201:
        response_201 = CreateSubscriptionResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = CreateSubscriptionResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = CreateSubscriptionResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = CreateSubscriptionResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = CreateSubscriptionResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = CreateSubscriptionResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreateSubscriptionResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = CreateSubscriptionResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = CreateSubscriptionResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
    idempotency_key: UUID,

) -> Response[CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503]:
    """ Enroll a customer in a plan

    Args:
        idempotency_key (UUID):
        body (CreateSubscriptionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503]
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
    body: CreateSubscriptionBody,
    idempotency_key: UUID,

) -> CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503 | None:
    """ Enroll a customer in a plan

    Args:
        idempotency_key (UUID):
        body (CreateSubscriptionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSubscriptionBody,
    idempotency_key: UUID,

) -> Response[CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503]:
    """ Enroll a customer in a plan

    Args:
        idempotency_key (UUID):
        body (CreateSubscriptionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503]
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
    body: CreateSubscriptionBody,
    idempotency_key: UUID,

) -> CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503 | None:
    """ Enroll a customer in a plan

    Args:
        idempotency_key (UUID):
        body (CreateSubscriptionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSubscriptionResponse201 | CreateSubscriptionResponse401 | CreateSubscriptionResponse403 | CreateSubscriptionResponse404 | CreateSubscriptionResponse409 | CreateSubscriptionResponse422 | CreateSubscriptionResponse429 | CreateSubscriptionResponse500 | CreateSubscriptionResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
