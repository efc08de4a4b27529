from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_webhook_endpoint_body import CreateWebhookEndpointBody
from ...models.create_webhook_endpoint_response_201 import CreateWebhookEndpointResponse201
from ...models.create_webhook_endpoint_response_403 import CreateWebhookEndpointResponse403
from ...models.create_webhook_endpoint_response_409 import CreateWebhookEndpointResponse409
from ...models.create_webhook_endpoint_response_422 import CreateWebhookEndpointResponse422
from ...models.create_webhook_endpoint_response_429 import CreateWebhookEndpointResponse429
from ...models.create_webhook_endpoint_response_500 import CreateWebhookEndpointResponse500
from ...models.create_webhook_endpoint_response_503 import CreateWebhookEndpointResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: CreateWebhookEndpointBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/webhooks/endpoints",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503 | None:
    if response.status_code == 201:
        response_201 = CreateWebhookEndpointResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = CreateWebhookEndpointResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = CreateWebhookEndpointResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = CreateWebhookEndpointResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreateWebhookEndpointResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = CreateWebhookEndpointResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = CreateWebhookEndpointResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookEndpointBody,
    idempotency_key: UUID,

) -> Response[CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503]:
    """ Register a webhook endpoint

     Answers the endpoint with its signing secret (whsec_...), shown this once. Deliveries follow
    Standard Webhooks.

    Args:
        idempotency_key (UUID):
        body (CreateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503]
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
    body: CreateWebhookEndpointBody,
    idempotency_key: UUID,

) -> CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503 | None:
    """ Register a webhook endpoint

     Answers the endpoint with its signing secret (whsec_...), shown this once. Deliveries follow
    Standard Webhooks.

    Args:
        idempotency_key (UUID):
        body (CreateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookEndpointBody,
    idempotency_key: UUID,

) -> Response[CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503]:
    """ Register a webhook endpoint

     Answers the endpoint with its signing secret (whsec_...), shown this once. Deliveries follow
    Standard Webhooks.

    Args:
        idempotency_key (UUID):
        body (CreateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503]
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
    body: CreateWebhookEndpointBody,
    idempotency_key: UUID,

) -> CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503 | None:
    """ Register a webhook endpoint

     Answers the endpoint with its signing secret (whsec_...), shown this once. Deliveries follow
    Standard Webhooks.

    Args:
        idempotency_key (UUID):
        body (CreateWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateWebhookEndpointResponse201 | CreateWebhookEndpointResponse403 | CreateWebhookEndpointResponse409 | CreateWebhookEndpointResponse422 | CreateWebhookEndpointResponse429 | CreateWebhookEndpointResponse500 | CreateWebhookEndpointResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
