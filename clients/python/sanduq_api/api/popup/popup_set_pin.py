from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.popup_set_pin_body import PopupSetPinBody
from ...models.popup_set_pin_response_200 import PopupSetPinResponse200
from ...models.popup_set_pin_response_401 import PopupSetPinResponse401
from ...models.popup_set_pin_response_403 import PopupSetPinResponse403
from ...models.popup_set_pin_response_404 import PopupSetPinResponse404
from ...models.popup_set_pin_response_409 import PopupSetPinResponse409
from ...models.popup_set_pin_response_422 import PopupSetPinResponse422
from ...models.popup_set_pin_response_429 import PopupSetPinResponse429
from ...models.popup_set_pin_response_500 import PopupSetPinResponse500
from ...models.popup_set_pin_response_503 import PopupSetPinResponse503
from typing import cast



def _get_kwargs(
    *,
    body: PopupSetPinBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/embedded/popup/pin",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503 | None:
    if response.status_code == 200:
        response_200 = PopupSetPinResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = PopupSetPinResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = PopupSetPinResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = PopupSetPinResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = PopupSetPinResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = PopupSetPinResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = PopupSetPinResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = PopupSetPinResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = PopupSetPinResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSetPinBody,

) -> Response[PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503]:
    """ A buyer without a PIN sets one

    Args:
        body (PopupSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSetPinBody,

) -> PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503 | None:
    """ A buyer without a PIN sets one

    Args:
        body (PopupSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSetPinBody,

) -> Response[PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503]:
    """ A buyer without a PIN sets one

    Args:
        body (PopupSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSetPinBody,

) -> PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503 | None:
    """ A buyer without a PIN sets one

    Args:
        body (PopupSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PopupSetPinResponse200 | PopupSetPinResponse401 | PopupSetPinResponse403 | PopupSetPinResponse404 | PopupSetPinResponse409 | PopupSetPinResponse422 | PopupSetPinResponse429 | PopupSetPinResponse500 | PopupSetPinResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
