from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.resume_subscription_body import ResumeSubscriptionBody
from ...models.resume_subscription_response_200 import ResumeSubscriptionResponse200
from ...models.resume_subscription_response_403 import ResumeSubscriptionResponse403
from ...models.resume_subscription_response_404 import ResumeSubscriptionResponse404
from ...models.resume_subscription_response_409 import ResumeSubscriptionResponse409
from ...models.resume_subscription_response_422 import ResumeSubscriptionResponse422
from ...models.resume_subscription_response_429 import ResumeSubscriptionResponse429
from ...models.resume_subscription_response_500 import ResumeSubscriptionResponse500
from ...models.resume_subscription_response_503 import ResumeSubscriptionResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: ResumeSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/subscriptions/{id}/resume".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503 | None:
    if response.status_code == 200:
        response_200 = ResumeSubscriptionResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ResumeSubscriptionResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ResumeSubscriptionResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ResumeSubscriptionResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = ResumeSubscriptionResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ResumeSubscriptionResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ResumeSubscriptionResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ResumeSubscriptionResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503]:
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
    body: ResumeSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503]:
    """ Resume billing

    Args:
        id (str):
        idempotency_key (UUID):
        body (ResumeSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503]
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
    body: ResumeSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503 | None:
    """ Resume billing

    Args:
        id (str):
        idempotency_key (UUID):
        body (ResumeSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503
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
    body: ResumeSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503]:
    """ Resume billing

    Args:
        id (str):
        idempotency_key (UUID):
        body (ResumeSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503]
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
    body: ResumeSubscriptionBody | Unset = UNSET,
    idempotency_key: UUID,

) -> ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503 | None:
    """ Resume billing

    Args:
        id (str):
        idempotency_key (UUID):
        body (ResumeSubscriptionBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResumeSubscriptionResponse200 | ResumeSubscriptionResponse403 | ResumeSubscriptionResponse404 | ResumeSubscriptionResponse409 | ResumeSubscriptionResponse422 | ResumeSubscriptionResponse429 | ResumeSubscriptionResponse500 | ResumeSubscriptionResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
