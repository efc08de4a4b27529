from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_webhook_endpoint_response_200 import GetWebhookEndpointResponse200
from ...models.get_webhook_endpoint_response_403 import GetWebhookEndpointResponse403
from ...models.get_webhook_endpoint_response_404 import GetWebhookEndpointResponse404
from ...models.get_webhook_endpoint_response_429 import GetWebhookEndpointResponse429
from ...models.get_webhook_endpoint_response_500 import GetWebhookEndpointResponse500
from ...models.get_webhook_endpoint_response_503 import GetWebhookEndpointResponse503
from typing import cast



def _get_kwargs(
    id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/webhooks/endpoints/{id}".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503 | None:
    if response.status_code == 200:
        response_200 = GetWebhookEndpointResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = GetWebhookEndpointResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GetWebhookEndpointResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = GetWebhookEndpointResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GetWebhookEndpointResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GetWebhookEndpointResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503]:
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

) -> Response[GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503]:
    """ Read a webhook endpoint

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,

) -> GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503 | None:
    """ Read a webhook endpoint

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,

) -> Response[GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503]:
    """ Read a webhook endpoint

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,

) -> GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503 | None:
    """ Read a webhook endpoint

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookEndpointResponse200 | GetWebhookEndpointResponse403 | GetWebhookEndpointResponse404 | GetWebhookEndpointResponse429 | GetWebhookEndpointResponse500 | GetWebhookEndpointResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
