from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cancel_subscription_body import CancelSubscriptionBody
from ...models.cancel_subscription_response_200 import CancelSubscriptionResponse200
from ...models.cancel_subscription_response_403 import CancelSubscriptionResponse403
from ...models.cancel_subscription_response_404 import CancelSubscriptionResponse404
from ...models.cancel_subscription_response_409 import CancelSubscriptionResponse409
from ...models.cancel_subscription_response_422 import CancelSubscriptionResponse422
from ...models.cancel_subscription_response_429 import CancelSubscriptionResponse429
from ...models.cancel_subscription_response_500 import CancelSubscriptionResponse500
from ...models.cancel_subscription_response_503 import CancelSubscriptionResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: CancelSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/subscriptions/{id}/cancel".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503 | None:
    if response.status_code == 200:
        response_200 = CancelSubscriptionResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = CancelSubscriptionResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = CancelSubscriptionResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = CancelSubscriptionResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = CancelSubscriptionResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CancelSubscriptionResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = CancelSubscriptionResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = CancelSubscriptionResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503]:
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
    body: CancelSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503]:
    """ Cancel, at once or at the period's end

    Args:
        id (str):
        idempotency_key (UUID):
        body (CancelSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503]
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
    body: CancelSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503 | None:
    """ Cancel, at once or at the period's end

    Args:
        id (str):
        idempotency_key (UUID):
        body (CancelSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503
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
    body: CancelSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503]:
    """ Cancel, at once or at the period's end

    Args:
        id (str):
        idempotency_key (UUID):
        body (CancelSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503]
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
    body: CancelSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503 | None:
    """ Cancel, at once or at the period's end

    Args:
        id (str):
        idempotency_key (UUID):
        body (CancelSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelSubscriptionResponse200 | CancelSubscriptionResponse403 | CancelSubscriptionResponse404 | CancelSubscriptionResponse409 | CancelSubscriptionResponse422 | CancelSubscriptionResponse429 | CancelSubscriptionResponse500 | CancelSubscriptionResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
