from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.update_webhook_endpoint_body import UpdateWebhookEndpointBody
from ...models.update_webhook_endpoint_response_200 import UpdateWebhookEndpointResponse200
from ...models.update_webhook_endpoint_response_403 import UpdateWebhookEndpointResponse403
from ...models.update_webhook_endpoint_response_404 import UpdateWebhookEndpointResponse404
from ...models.update_webhook_endpoint_response_409 import UpdateWebhookEndpointResponse409
from ...models.update_webhook_endpoint_response_422 import UpdateWebhookEndpointResponse422
from ...models.update_webhook_endpoint_response_429 import UpdateWebhookEndpointResponse429
from ...models.update_webhook_endpoint_response_500 import UpdateWebhookEndpointResponse500
from ...models.update_webhook_endpoint_response_503 import UpdateWebhookEndpointResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: UpdateWebhookEndpointBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/webhooks/endpoints/{id}".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503 | None:
    if response.status_code == 200:
        response_200 = UpdateWebhookEndpointResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = UpdateWebhookEndpointResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = UpdateWebhookEndpointResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = UpdateWebhookEndpointResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = UpdateWebhookEndpointResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = UpdateWebhookEndpointResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = UpdateWebhookEndpointResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = UpdateWebhookEndpointResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateWebhookEndpointBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503]:
    """ Change an endpoint's address, events, description, or disable it

    Args:
        id (str):
        idempotency_key (UUID):
        body (UpdateWebhookEndpointBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateWebhookEndpointBody | Unset = UNSET,
    idempotency_key: UUID,

) -> UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503 | None:
    """ Change an endpoint's address, events, description, or disable it

    Args:
        id (str):
        idempotency_key (UUID):
        body (UpdateWebhookEndpointBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateWebhookEndpointBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503]:
    """ Change an endpoint's address, events, description, or disable it

    Args:
        id (str):
        idempotency_key (UUID):
        body (UpdateWebhookEndpointBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateWebhookEndpointBody | Unset = UNSET,
    idempotency_key: UUID,

) -> UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503 | None:
    """ Change an endpoint's address, events, description, or disable it

    Args:
        id (str):
        idempotency_key (UUID):
        body (UpdateWebhookEndpointBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateWebhookEndpointResponse200 | UpdateWebhookEndpointResponse403 | UpdateWebhookEndpointResponse404 | UpdateWebhookEndpointResponse409 | UpdateWebhookEndpointResponse422 | UpdateWebhookEndpointResponse429 | UpdateWebhookEndpointResponse500 | UpdateWebhookEndpointResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
