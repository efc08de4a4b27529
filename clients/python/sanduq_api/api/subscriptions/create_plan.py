from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_plan_body import CreatePlanBody
from ...models.create_plan_response_201 import CreatePlanResponse201
from ...models.create_plan_response_403 import CreatePlanResponse403
from ...models.create_plan_response_409 import CreatePlanResponse409
from ...models.create_plan_response_422 import CreatePlanResponse422
from ...models.create_plan_response_429 import CreatePlanResponse429
from ...models.create_plan_response_500 import CreatePlanResponse500
from ...models.create_plan_response_503 import CreatePlanResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: CreatePlanBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/subscriptions/plans",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503 | None:
    if response.status_code == 201:
        response_201 = CreatePlanResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = CreatePlanResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = CreatePlanResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = CreatePlanResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreatePlanResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = CreatePlanResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = CreatePlanResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreatePlanBody,
    idempotency_key: UUID,

) -> Response[CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503]:
    """ Create a subscription plan

    Args:
        idempotency_key (UUID):
        body (CreatePlanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503]
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
    body: CreatePlanBody,
    idempotency_key: UUID,

) -> CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503 | None:
    """ Create a subscription plan

    Args:
        idempotency_key (UUID):
        body (CreatePlanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreatePlanBody,
    idempotency_key: UUID,

) -> Response[CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503]:
    """ Create a subscription plan

    Args:
        idempotency_key (UUID):
        body (CreatePlanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503]
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
    body: CreatePlanBody,
    idempotency_key: UUID,

) -> CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503 | None:
    """ Create a subscription plan

    Args:
        idempotency_key (UUID):
        body (CreatePlanBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePlanResponse201 | CreatePlanResponse403 | CreatePlanResponse409 | CreatePlanResponse422 | CreatePlanResponse429 | CreatePlanResponse500 | CreatePlanResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
