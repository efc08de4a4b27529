from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.archive_plan_body import ArchivePlanBody
from ...models.archive_plan_response_200 import ArchivePlanResponse200
from ...models.archive_plan_response_403 import ArchivePlanResponse403
from ...models.archive_plan_response_404 import ArchivePlanResponse404
from ...models.archive_plan_response_409 import ArchivePlanResponse409
from ...models.archive_plan_response_422 import ArchivePlanResponse422
from ...models.archive_plan_response_429 import ArchivePlanResponse429
from ...models.archive_plan_response_500 import ArchivePlanResponse500
from ...models.archive_plan_response_503 import ArchivePlanResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: ArchivePlanBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/subscriptions/plans/{id}/archive".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503 | None:
    if response.status_code == 200:
        response_200 = ArchivePlanResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ArchivePlanResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ArchivePlanResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ArchivePlanResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = ArchivePlanResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ArchivePlanResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ArchivePlanResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ArchivePlanResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503]:
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
    body: ArchivePlanBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503]:
    """ Archive a plan (no new subscriptions; current ones go on)

    Args:
        id (str):
        idempotency_key (UUID):
        body (ArchivePlanBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503]
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
    body: ArchivePlanBody | Unset = UNSET,
    idempotency_key: UUID,

) -> ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503 | None:
    """ Archive a plan (no new subscriptions; current ones go on)

    Args:
        id (str):
        idempotency_key (UUID):
        body (ArchivePlanBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503
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
    body: ArchivePlanBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503]:
    """ Archive a plan (no new subscriptions; current ones go on)

    Args:
        id (str):
        idempotency_key (UUID):
        body (ArchivePlanBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503]
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
    body: ArchivePlanBody | Unset = UNSET,
    idempotency_key: UUID,

) -> ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503 | None:
    """ Archive a plan (no new subscriptions; current ones go on)

    Args:
        id (str):
        idempotency_key (UUID):
        body (ArchivePlanBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArchivePlanResponse200 | ArchivePlanResponse403 | ArchivePlanResponse404 | ArchivePlanResponse409 | ArchivePlanResponse422 | ArchivePlanResponse429 | ArchivePlanResponse500 | ArchivePlanResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
