from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.recover_webhook_endpoint_body import RecoverWebhookEndpointBody
from ...models.recover_webhook_endpoint_response_202 import RecoverWebhookEndpointResponse202
from ...models.recover_webhook_endpoint_response_403 import RecoverWebhookEndpointResponse403
from ...models.recover_webhook_endpoint_response_404 import RecoverWebhookEndpointResponse404
from ...models.recover_webhook_endpoint_response_409 import RecoverWebhookEndpointResponse409
from ...models.recover_webhook_endpoint_response_422 import RecoverWebhookEndpointResponse422
from ...models.recover_webhook_endpoint_response_429 import RecoverWebhookEndpointResponse429
from ...models.recover_webhook_endpoint_response_500 import RecoverWebhookEndpointResponse500
from ...models.recover_webhook_endpoint_response_503 import RecoverWebhookEndpointResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: RecoverWebhookEndpointBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/webhooks/endpoints/{id}/recover".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503 | None:
    if response.status_code == 202:
        response_202 = RecoverWebhookEndpointResponse202.from_dict(response.json())



        return response_202

    if response.status_code == 403:
        response_403 = RecoverWebhookEndpointResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RecoverWebhookEndpointResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = RecoverWebhookEndpointResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = RecoverWebhookEndpointResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = RecoverWebhookEndpointResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = RecoverWebhookEndpointResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = RecoverWebhookEndpointResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503]:
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
    body: RecoverWebhookEndpointBody,
    idempotency_key: UUID,

) -> Response[RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503]:
    """ Resend what an endpoint missed since a time

    Args:
        id (str):
        idempotency_key (UUID):
        body (RecoverWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503]
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
    body: RecoverWebhookEndpointBody,
    idempotency_key: UUID,

) -> RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503 | None:
    """ Resend what an endpoint missed since a time

    Args:
        id (str):
        idempotency_key (UUID):
        body (RecoverWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503
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
    body: RecoverWebhookEndpointBody,
    idempotency_key: UUID,

) -> Response[RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503]:
    """ Resend what an endpoint missed since a time

    Args:
        id (str):
        idempotency_key (UUID):
        body (RecoverWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503]
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
    body: RecoverWebhookEndpointBody,
    idempotency_key: UUID,

) -> RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503 | None:
    """ Resend what an endpoint missed since a time

    Args:
        id (str):
        idempotency_key (UUID):
        body (RecoverWebhookEndpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RecoverWebhookEndpointResponse202 | RecoverWebhookEndpointResponse403 | RecoverWebhookEndpointResponse404 | RecoverWebhookEndpointResponse409 | RecoverWebhookEndpointResponse422 | RecoverWebhookEndpointResponse429 | RecoverWebhookEndpointResponse500 | RecoverWebhookEndpointResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
