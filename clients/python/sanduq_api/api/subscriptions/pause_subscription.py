from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.pause_subscription_body import PauseSubscriptionBody
from ...models.pause_subscription_response_200 import PauseSubscriptionResponse200
from ...models.pause_subscription_response_403 import PauseSubscriptionResponse403
from ...models.pause_subscription_response_404 import PauseSubscriptionResponse404
from ...models.pause_subscription_response_409 import PauseSubscriptionResponse409
from ...models.pause_subscription_response_422 import PauseSubscriptionResponse422
from ...models.pause_subscription_response_429 import PauseSubscriptionResponse429
from ...models.pause_subscription_response_500 import PauseSubscriptionResponse500
from ...models.pause_subscription_response_503 import PauseSubscriptionResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: PauseSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/subscriptions/{id}/pause".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503 | None:
    if response.status_code == 200:
        response_200 = PauseSubscriptionResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = PauseSubscriptionResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = PauseSubscriptionResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = PauseSubscriptionResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = PauseSubscriptionResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = PauseSubscriptionResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = PauseSubscriptionResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = PauseSubscriptionResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503]:
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
    body: PauseSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503]:
    """ Pause billing

    Args:
        id (str):
        idempotency_key (UUID):
        body (PauseSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503]
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
    body: PauseSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503 | None:
    """ Pause billing

    Args:
        id (str):
        idempotency_key (UUID):
        body (PauseSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503
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
    body: PauseSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503]:
    """ Pause billing

    Args:
        id (str):
        idempotency_key (UUID):
        body (PauseSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503]
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
    body: PauseSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503 | None:
    """ Pause billing

    Args:
        id (str):
        idempotency_key (UUID):
        body (PauseSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PauseSubscriptionResponse200 | PauseSubscriptionResponse403 | PauseSubscriptionResponse404 | PauseSubscriptionResponse409 | PauseSubscriptionResponse422 | PauseSubscriptionResponse429 | PauseSubscriptionResponse500 | PauseSubscriptionResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
