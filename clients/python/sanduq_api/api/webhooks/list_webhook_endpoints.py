from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_webhook_endpoints_response_200 import ListWebhookEndpointsResponse200
from ...models.list_webhook_endpoints_response_403 import ListWebhookEndpointsResponse403
from ...models.list_webhook_endpoints_response_429 import ListWebhookEndpointsResponse429
from ...models.list_webhook_endpoints_response_500 import ListWebhookEndpointsResponse500
from ...models.list_webhook_endpoints_response_503 import ListWebhookEndpointsResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/webhooks/endpoints",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503 | None:
    if response.status_code == 200:
        response_200 = ListWebhookEndpointsResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ListWebhookEndpointsResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 429:
        response_429 = ListWebhookEndpointsResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ListWebhookEndpointsResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ListWebhookEndpointsResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503]:
    """ List webhook endpoints

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,

) -> ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503 | None:
    """ List webhook endpoints

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503]:
    """ List webhook endpoints

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,

) -> ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503 | None:
    """ List webhook endpoints

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListWebhookEndpointsResponse200 | ListWebhookEndpointsResponse403 | ListWebhookEndpointsResponse429 | ListWebhookEndpointsResponse500 | ListWebhookEndpointsResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
